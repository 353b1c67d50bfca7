export { MemberActions } from './components/member-actions';
export { useSessionActions } from './use-session-actions';
