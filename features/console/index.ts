/** The operator console: its providers, frame and pages (app/console routes compose them). */
export { ConsoleProviders } from './console-api';
export { ConsoleShell } from './components/console-shell';
export { ConsoleLoginForm } from './components/login-form';
export { DashboardView } from './components/dashboard-view';
export { PaymentsView } from './components/payments-view';
export { OperatorsView } from './components/operators-view';
export { ModulesView } from './components/modules-view';
export { AuditView } from './components/audit-view';
export { canOpen, pagesFor } from './nav';
export { consoleOperator } from './server';
export { ChatDeskView } from './components/chat-desk/chat-desk-view';
