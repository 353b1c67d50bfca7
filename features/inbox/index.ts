export { InboxButton } from './components/inbox-button';
