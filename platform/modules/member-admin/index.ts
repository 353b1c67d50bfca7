/** The console's member pages: search, a member's profile and records, and the actions on them. */
export { operatorMemberSearch } from './search';
export { operatorMemberDetail } from './detail';
export { operatorMemberRecords } from './records';
export {
  operatorMemberAdjust,
  operatorMemberClearPin,
  operatorMemberEndSessions,
  operatorMemberLock,
  operatorMemberUnlock,
} from './actions';
