/** The auth dialogs, a separate public entry so they load only when opened. */
export { LoginDialog, RegisterDialog } from './components/auth-dialogs';
export { TncDialog } from './components/tnc-dialog';
