import { commissionOn, maskUsername, newReferralCode } from './referral';
import { REFERRAL_CODE_PATTERN } from '@/lib/contracts/loyalty';

describe('referral rules', () => {
  it('makes codes the register form accepts', () => {
    for (let i = 0; i < 50; i++) expect(newReferralCode()).toMatch(REFERRAL_CODE_PATTERN);
  });

  it('pays the rate on the basis, rounded down, and nothing on nothing', () => {
    expect(commissionOn(10_000n, 50)).toBe(50n);
    expect(commissionOn(199n, 50)).toBe(0n);
    expect(commissionOn(-500n, 50)).toBe(0n);
    expect(commissionOn(10_000n, 0)).toBe(0n);
  });

  it('masks usernames', () => {
    expect(maskUsername('player01')).toBe('pl*****1');
    expect(maskUsername('abc')).toBe('a***');
  });
});
