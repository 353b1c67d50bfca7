import type { ActiveBonus, BonusStatus, PromoCmsCategory, Promotion, PromotionTerms } from '@/lib/contracts/promotions';

/** Shared by the promotions' tests and the features that show promotion parts (wallet, auth, lobby). */
export function makeTerms(patch: Partial<PromotionTerms> = {}): PromotionTerms {
  return {
    kind: 'fixed',
    amount: '10.00',
    matchPercent: null,
    matchCap: null,
    minDeposit: null,
    wageringMultiplier: 5,
    wageringBase: 'bonus',
    wageringCapMultiple: 10,
    contributions: { slots: 100, 'live-casino': 10 },
    otherContribution: 0,
    maxBet: '5.00',
    maxConversion: null,
    expiryDays: 7,
    startsAt: null,
    endsAt: null,
    ...patch,
  };
}

const text = (title: string, patch: { content?: string; summary?: string } = {}) => ({
  title,
  summary: patch.summary ?? `${title} summary`,
  content: patch.content ?? '',
  image: '',
});

export function makePromotion(patch: Partial<Promotion> = {}): Promotion {
  return {
    promotionId: 1,
    cmsId: 101,
    languages: { en: text('Welcome bonus', { content: '<p>How it works</p>' }) },
    categories: ['ongoing', '1'],
    terms: makeTerms(),
    ineligibleReason: null,
    ...patch,
  };
}

/** Three promotions as the platform lists them for MYR: one has no Thai entry, one is a deposit match, one is closed to this member. */
export const PROMOTIONS: Promotion[] = [
  makePromotion({
    promotionId: 1,
    cmsId: 101,
    languages: { en: text('Welcome bonus', { content: '<p>How it works</p>' }), th: text('โบนัสต้อนรับ', { content: '<p>วิธีรับ</p>' }) },
    categories: ['ongoing', '1'],
  }),
  makePromotion({
    promotionId: 2,
    cmsId: 102,
    languages: { en: text('Reload 50%') },
    categories: ['ongoing', '2'],
    terms: makeTerms({ kind: 'deposit_match', amount: null, matchPercent: 50, matchCap: '200.00', minDeposit: '50.00' }),
  }),
  makePromotion({
    promotionId: 3,
    cmsId: 103,
    languages: { en: text('Weekend cashback'), th: text('แคชแบ็กสุดสัปดาห์') },
    categories: ['noneligible', '2'],
    ineligibleReason: 'promotion_already_claimed',
  }),
];

export const CMS: PromoCmsCategory[] = [
  { id: 1, languages: { en: 'Welcome', th: 'ต้อนรับ' } },
  { id: 2, languages: { en: 'Reload', th: 'เติมเงิน' } },
  { id: 9, languages: { en: 'Unused' } },
];

export const CATEGORIES = [
  { type: 'slots', memberDisplay: JSON.stringify({ en: 'Slots', th: 'สล็อต' }), img: '', priority: 1 },
  { type: 'live-casino', memberDisplay: JSON.stringify({ en: 'Live Casino' }), img: '', priority: 2 },
];

export function makeBonus(patch: Partial<ActiveBonus> = {}): ActiveBonus {
  return {
    bonusId: 9,
    promotionId: 1,
    status: 'active',
    granted: '10.00',
    balance: '8.50',
    required: '50.00',
    wagered: '12.50',
    maxBet: '5.00',
    expiresAt: '2026-12-01T06:00:00Z',
    contributions: { slots: 100, 'live-casino': 10 },
    otherContribution: 0,
    ...patch,
  };
}

export function bonusStatus(active: ActiveBonus | null = makeBonus(), patch: Partial<BonusStatus> = {}): BonusStatus {
  return { currency: 'MYR', cash: '90.00', bonus: active?.balance ?? '0.00', active, ...patch };
}
