/** Loaded only when ?action=inbox opens it, or when the page warms it (features/dialogs/use-warm-member-dialogs.ts). */
export { InboxDialog } from './components/inbox-dialog';
