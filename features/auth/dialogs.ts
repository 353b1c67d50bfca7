/** The auth dialogs, a separate public entry so they load only when opened. */
export { LoginDialog, RegisterDialog } from './components/auth-dialogs';
export { TncDialog } from './components/tnc-dialog';
export { ForgotPasswordDialog } from './components/forgot-password-dialog';
export { ResetPasswordDialog } from './components/reset-password-dialog';
export { ScopedLoginDialog } from './components/scoped-login-dialog';
export { ScopedRegisterDialog } from './components/scoped-register-dialog';
