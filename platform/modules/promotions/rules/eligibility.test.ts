import {
  bonusExpiresAt,
  ineligibility,
  isBonusExpired,
  normalizePromoCode,
  windowState,
  type ClaimantFacts,
  type EligibilityRules,
} from './eligibility';

const rules: EligibilityRules = {
  startsAt: new Date('2026-11-01T00:00:00Z'),
  endsAt: new Date('2026-12-01T00:00:00Z'),
  currencies: ['MYR', 'THB'],
  countries: [],
  maxClaimsPerMember: 1,
  maxClaimsTotal: 100,
  onlyMembersRegisteredAfter: null,
};
const member: ClaimantFacts = {
  currency: 'MYR',
  countryCode: 'MY',
  registeredAt: new Date('2026-10-01T00:00:00Z'),
  claimsByMember: 0,
  claimsTotal: 0,
  hasActiveBonus: false,
};
const now = new Date('2026-11-15T00:00:00Z');

describe('promotion eligibility', () => {
  it('opens at the start instant and closes at the end instant', () => {
    expect(windowState(rules, new Date('2026-10-31T23:59:59.999Z'))).toBe('not_started');
    expect(windowState(rules, new Date('2026-11-01T00:00:00Z'))).toBe('open');
    expect(windowState(rules, new Date('2026-11-30T23:59:59.999Z'))).toBe('open');
    expect(windowState(rules, new Date('2026-12-01T00:00:00Z'))).toBe('ended');
    expect(windowState({ startsAt: null, endsAt: null }, new Date(0))).toBe('open');
  });

  it('gives the first reason a member may not claim', () => {
    expect(ineligibility(rules, member, now)).toBeNull();
    expect(ineligibility(rules, member, new Date('2026-12-01T00:00:00Z'))).toBe('promotion_ended');
    expect(ineligibility(rules, { ...member, currency: 'VND' }, now)).toBe('promotion_currency_not_eligible');
    expect(ineligibility({ ...rules, countries: ['TH'] }, member, now)).toBe('promotion_country_not_eligible');
    expect(ineligibility({ ...rules, onlyMembersRegisteredAfter: new Date('2026-11-01T00:00:00Z') }, member, now)).toBe(
      'promotion_not_eligible',
    );
    expect(ineligibility(rules, { ...member, claimsByMember: 1 }, now)).toBe('promotion_already_claimed');
    expect(ineligibility({ ...rules, maxClaimsPerMember: 3 }, { ...member, claimsByMember: 2 }, now)).toBeNull();
    expect(ineligibility(rules, { ...member, claimsTotal: 100 }, now)).toBe('promotion_fully_claimed');
    expect(ineligibility({ ...rules, maxClaimsTotal: null }, { ...member, claimsTotal: 10_000 }, now)).toBeNull();
    expect(ineligibility(rules, { ...member, hasActiveBonus: true }, now)).toBe('bonus_already_active');
  });

  it('expires a bonus exactly expiryDays after it was granted', () => {
    const granted = new Date('2026-11-15T10:00:00Z');
    const expires = bonusExpiresAt(granted, 7);
    expect(expires.toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect(isBonusExpired(expires, new Date('2026-11-22T09:59:59.999Z'))).toBe(false);
    expect(isBonusExpired(expires, expires)).toBe(true);
    expect(() => bonusExpiresAt(granted, 0)).toThrow(RangeError);
  });

  it('reads promo codes without surrounding spaces or case', () => {
    expect(normalizePromoCode('  welcome10 ')).toBe('WELCOME10');
    expect(normalizePromoCode('WeLcOmE10')).toBe(normalizePromoCode('welcome10'));
  });
});
