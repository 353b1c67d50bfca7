/** Session actions (they log out through React Query), apart from index.ts, which the header loads on every page. */
export { useSessionActions } from './use-session-actions';
