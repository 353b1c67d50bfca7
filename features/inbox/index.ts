export { InboxButton } from './components/inbox-button';
export { prefetchInbox } from './prefetch';
