/** The operator console: its providers, frame and pages (app/console routes compose them). */
export { ConsoleProviders } from './console-api';
export { ConsoleShell } from './components/console-shell';
export { ConsoleLoginForm } from './components/login-form';
export { DashboardView } from './components/dashboard-view';
export { PaymentsView } from './components/payments-view';
export { OperatorsView } from './components/operators-view';
export { ModulesView } from './components/modules-view';
export { AuditView } from './components/audit-view';
export { BannersView } from './components/content/banners-view';
export { PopupsView } from './components/content/popups-view';
export { MessagesView } from './components/content/messages-view';
export { HelpView } from './components/content/help-view';
export { ContactsView } from './components/content/contacts-view';
export { SeoView } from './components/content/seo-view';
export { TermsView } from './components/content/terms-view';
export { OutboxView } from './components/content/outbox-view';
export { canOpen, pagesFor } from './nav';
export { consoleOperator } from './server';
