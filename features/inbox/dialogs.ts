/** Loaded only when ?action=inbox opens it. */
export { InboxDialog } from './components/inbox-dialog';
