/** Loaded only when ?action=contact-us opens it. */
export { ContactDialog } from './components/contact-dialog';
