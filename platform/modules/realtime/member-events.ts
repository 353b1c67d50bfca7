import type { MemberEventName, MemberEvents, StaffEventName, StaffEvents } from '@/lib/contracts/realtime';

/**
 * The seam every module pushes through: `publishToMember(memberId, event, payload)`. It never
 * throws and never waits: the event is queued and sent after the caller's work, so callers publish
 * after their transaction commits and the push costs their request nothing.
 */
export type MemberPublisher = {
  publishToMember<E extends MemberEventName>(memberId: number, event: E, payload: MemberEvents[E]): void;
  /** The same to the support desk's channel (console sessions of the chat roles). */
  publishToStaff<E extends StaffEventName>(event: E, payload: StaffEvents[E]): void;
};

/** A publisher that drops everything (tests of code that publishes, without a realtime service). */
export const silentPublisher: MemberPublisher = { publishToMember: () => {}, publishToStaff: () => {} };
