/** One money timeline (UKGC RTS 1): every movement of a member's money in one list, newest first, 12 months. */
export { ENTRY_PLACEMENT, type Placement } from './kinds';
export { timelineList } from './list';
