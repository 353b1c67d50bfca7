import { house, memberBonus, memberMain, type Line } from '../ledger';

/**
 * The ledger lines of every bonus step. house_bonuses is the other side of all of them: a grant
 * comes from it, a forfeit or an expiry goes back to it, a conversion moves bonus money to cash.
 */
type Holder = { memberId: number; currency: string };

export function grantLines({ memberId, currency }: Holder, amount: bigint): Line[] {
  return [
    { account: house('house_bonuses', currency), amount: -amount },
    { account: memberBonus(memberId, currency), amount },
  ];
}

/** What is left of the bonus goes back to the house (forfeit, expiry, leaving, the part above the conversion maximum). */
export function removalLines({ memberId, currency }: Holder, amount: bigint): Line[] {
  return [
    { account: memberBonus(memberId, currency), amount: -amount },
    { account: house('house_bonuses', currency), amount },
  ];
}

export function conversionLines({ memberId, currency }: Holder, amount: bigint): Line[] {
  return [
    { account: memberBonus(memberId, currency), amount: -amount },
    { account: memberMain(memberId, currency), amount },
  ];
}
