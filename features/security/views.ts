/** The security screen, rendered by its route only (server). */
export { SecurityPage } from './components/security-page';
