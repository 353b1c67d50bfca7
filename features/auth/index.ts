export { MemberActions } from './components/member-actions';
