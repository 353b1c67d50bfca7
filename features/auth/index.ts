export { MemberActions } from './components/member-actions';
export { LoginDialog, RegisterDialog } from './components/auth-dialogs';
export { TncDialog } from './components/tnc-dialog';
export { useSessionActions } from './use-session-actions';
