/** Parts loaded on demand: the login's refusal during a break (with every namespace, through withFullContext). */
export { LoginBreakNotice } from './components/login-break-notice';
