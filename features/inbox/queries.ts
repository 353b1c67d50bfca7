/**
 * What another feature may fetch of the inbox ahead of its dialog: a small entry, so the messages
 * are asked for without waiting for the dialog's code (features/dialogs/use-warm-member-dialogs.ts).
 */
export { prefetchInbox } from './prefetch';
