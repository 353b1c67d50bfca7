import { describe, expect, it } from 'vitest';
import {
  ALL_TAB,
  categoryName,
  depositMatchChoices,
  promotionById,
  promotionForCms,
  promotionLanguage,
  promotionTabs,
  promotionsInTab,
  shownPromotions,
} from './catalogue';
import { CMS, PROMOTIONS, makePromotion } from './test-fixtures';

const ids = (list: { promotion: { promotionId: number } }[]) => list.map((s) => s.promotion.promotionId);

describe('promotionLanguage', () => {
  it('is the base language of the segment', () => {
    expect(promotionLanguage('th-th')).toBe('th');
    expect(promotionLanguage('en-my')).toBe('en');
    expect(promotionLanguage('zh-sg')).toBe('zh');
    expect(promotionLanguage('nonsense')).toBe('en');
  });
});

describe('shownPromotions', () => {
  it('shows a promotion only in a language it has an entry for, with no fallback', () => {
    expect(ids(shownPromotions(PROMOTIONS, 'en'))).toEqual([1, 2, 3]);
    expect(ids(shownPromotions(PROMOTIONS, 'th'))).toEqual([1, 3]);
    expect(shownPromotions(PROMOTIONS, 'th')[0]?.text.title).toBe('โบนัสต้อนรับ');
    expect(shownPromotions(PROMOTIONS, 'vi')).toEqual([]);
  });

  it('makes a promotion clickable when it has content, or when it is noneligible (its page says why)', () => {
    const [welcome, reload, cashback] = shownPromotions(PROMOTIONS, 'en');
    expect(welcome).toMatchObject({ clickable: true, ineligible: false });
    expect(reload).toMatchObject({ clickable: false, ineligible: false });
    expect(cashback).toMatchObject({ clickable: true, ineligible: true });
    const blank = makePromotion({ languages: { en: { title: 'x', summary: '', content: '  \n', image: '' } } });
    expect(shownPromotions([blank], 'en')[0]?.clickable).toBe(false);
  });

  it('ignores inherited keys of the language map', () => {
    expect(shownPromotions([makePromotion()], 'constructor')).toEqual([]);
  });
});

describe('tabs', () => {
  it('are all, then the CMS categories that list a shown promotion, named in the language or English', () => {
    const th = shownPromotions(PROMOTIONS, 'th');
    expect(promotionTabs(CMS, th, 'th', 'ทั้งหมด')).toEqual([
      { id: ALL_TAB, label: 'ทั้งหมด' },
      { id: '1', label: 'ต้อนรับ' },
      { id: '2', label: 'เติมเงิน' },
    ]);
    expect(categoryName({ id: 4, languages: {} }, 'th')).toBe('4');
    expect(categoryName({ id: 4, languages: { en: 'Sports' } }, 'ms')).toBe('Sports');
  });

  it('filter by category id; all and unknown tabs list everything', () => {
    const en = shownPromotions(PROMOTIONS, 'en');
    expect(ids(promotionsInTab(en, '2'))).toEqual([2, 3]);
    expect(ids(promotionsInTab(en, ALL_TAB))).toEqual([1, 2, 3]);
    expect(ids(promotionsInTab(en, '9'))).toEqual([]);
  });
});

describe('lookups', () => {
  it('offers only claimable deposit matches in the language to the deposit form', () => {
    expect(ids(depositMatchChoices(PROMOTIONS, 'en'))).toEqual([2]);
    expect(depositMatchChoices(PROMOTIONS, 'th')).toEqual([]);
    const closed = makePromotion({ promotionId: 5, categories: ['noneligible'], terms: { ...PROMOTIONS[1]!.terms } });
    expect(depositMatchChoices([closed], 'en')).toEqual([]);
  });

  it("finds a register link's promotion by cmsID and a page's by id, in the language", () => {
    expect(promotionForCms(PROMOTIONS, '102', 'en')?.promotion.promotionId).toBe(2);
    expect(promotionForCms(PROMOTIONS, 102, 'th')).toBeNull();
    expect(promotionForCms(PROMOTIONS, 'abc', 'en')).toBeNull();
    expect(promotionForCms(PROMOTIONS, undefined, 'en')).toBeNull();
    expect(promotionById(PROMOTIONS, '3', 'th')?.text.title).toBe('แคชแบ็กสุดสัปดาห์');
    expect(promotionById(PROMOTIONS, '2', 'th')).toBeNull();
    expect(promotionById(PROMOTIONS, '1e0', 'en')).toBeNull();
  });
});
