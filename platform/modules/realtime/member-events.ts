import type { MemberPublisher } from '../../endpoints/context';

/** A publisher that drops everything (tests of code that publishes, without a realtime service). */
export const silentPublisher: MemberPublisher = { publishToMember: () => {}, publishToStaff: () => {} };
