import type { OperatorPromotionView } from '@/lib/contracts/promotions';
import { formOf, newPromotionForm, parseContributions, previewPath, saveInputOf } from './promotion-form';

const view: OperatorPromotionView = {
  promotionId: 12,
  cmsId: 4,
  state: 'draft',
  kind: 'deposit_match',
  currency: 'MYR',
  countries: ['MY'],
  cmsCategoryIds: [1, 2],
  languages: { en: { title: 'Match', summary: 'Doubles it', content: '<p>x</p>', image: '' } },
  amount: null,
  matchPercent: 100,
  matchCap: '500.00',
  minDeposit: '50.00',
  wageringMultiplier: 5,
  wageringBase: 'bonus_plus_deposit',
  wageringCapMultiple: 10,
  contributions: { slots: 100, live: 10 },
  otherContribution: 0,
  maxBet: '20.00',
  maxConversion: null,
  expiryDays: 7,
  startsAt: '2026-12-01T00:00:00.000Z',
  endsAt: null,
  maxClaimsPerMember: 1,
  maxClaimsTotal: null,
  claimsTotal: 3,
  codes: [],
};

describe('the promotions editor form', () => {
  it('turns a saved promotion into the form and back into the same save input', () => {
    const result = saveInputOf(formOf(view));
    expect(result).toEqual({
      ok: true,
      input: {
        promotionId: 12,
        kind: 'deposit_match',
        currency: 'MYR',
        countries: ['MY'],
        cmsCategoryIds: [1, 2],
        languages: view.languages,
        matchPercent: 100,
        matchCap: '500.00',
        minDeposit: '50.00',
        wageringMultiplier: 5,
        wageringBase: 'bonus_plus_deposit',
        wageringCapMultiple: 10,
        contributions: { slots: 100, live: 10 },
        otherContribution: 0,
        maxBet: '20.00',
        expiryDays: 7,
        startsAt: '2026-12-01T00:00:00Z',
        maxClaimsPerMember: 1,
      },
    });
  });

  it('names what to fix: no title, a malformed contribution', () => {
    expect(saveInputOf(newPromotionForm('MYR'))).toMatchObject({ ok: false, msg: expect.stringContaining('title') });
    expect(parseContributions('slots=100, live')).toMatch(/"live"/);
    expect(parseContributions('slots=101')).toMatch(/0–100/);
  });

  it('previews on a language segment of a country with the currency', () => {
    const countries: Array<{ countryCode: string; currency: string; language: string; languages: Record<string, string> }> = [
      { countryCode: 'MY', currency: 'MYR', language: 'en', languages: { en: 'English', zh: '中文' } },
      { countryCode: 'TH', currency: 'THB', language: 'th', languages: { th: 'ไทย', en: 'English' } },
    ];
    expect(previewPath(countries, 'MYR', 'zh', 12)).toBe('/zh-my/promotions/12?preview=true');
    expect(previewPath(countries, 'THB', 'vi', 3)).toBe('/th-th/promotions/3?preview=true');
    expect(previewPath(countries, 'IDR', 'en', 3)).toBeNull();
  });
});
