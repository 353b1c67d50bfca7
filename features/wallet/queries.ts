/**
 * What another feature may fetch of the wallet ahead of its dialog: a small entry, so the data is
 * asked for without waiting for the dialog's code (features/dialogs/use-warm-member-dialogs.ts).
 */
export { prefetchWalletSettings } from './prefetch';
