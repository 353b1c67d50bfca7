import { describe, expect, it } from 'vitest';
import { contributionLine, offerLine, termLines, wageringLine, type TermFormat } from './terms';
import { makeTerms } from './test-fixtures';

const format: TermFormat = {
  money: (amount) => `MYR ${amount}`,
  category: (type) => ({ slots: 'Slots', 'live-casino': 'Live Casino' })[type] ?? type,
  date: (iso) => iso.slice(0, 10),
  list: (parts) => parts.join(', '),
};

describe('offerLine', () => {
  it('says what a deposit match or a fixed bonus gives', () => {
    const match = makeTerms({ kind: 'deposit_match', amount: null, matchPercent: 50, matchCap: '200.00', minDeposit: '50.00' });
    expect(offerLine(match, format)).toEqual({ id: 'offer', key: 'offer_match', values: { percent: 50, cap: 'MYR 200.00' } });
    expect(offerLine({ ...match, matchCap: null }, format)?.key).toBe('offer_match_uncapped');
    expect(offerLine(makeTerms(), format)).toEqual({ id: 'offer', key: 'offer_amount', values: { amount: 'MYR 10.00' } });
    expect(offerLine(makeTerms({ amount: null }), format)).toBeNull();
  });
});

describe('wageringLine', () => {
  it('states the multiple that applies: the cap binds when it is lower', () => {
    expect(wageringLine(makeTerms({ wageringMultiplier: 5 }))).toMatchObject({ key: 'term_wagering_bonus', values: { multiplier: 5 } });
    expect(wageringLine(makeTerms({ wageringMultiplier: 35, wageringCapMultiple: 10 })).values).toEqual({ multiplier: 10 });
    expect(wageringLine(makeTerms({ wageringBase: 'bonus_plus_deposit', wageringMultiplier: 4 }))).toMatchObject({
      key: 'term_wagering_bonus_deposit',
      values: { multiplier: 4, cap: 10 },
    });
    expect(wageringLine(makeTerms({ wageringMultiplier: 0 })).key).toBe('term_no_wagering');
    expect(wageringLine(makeTerms({ wageringCapMultiple: 0 })).key).toBe('term_no_wagering');
  });
});

describe('contributionLine', () => {
  it('names each category with its share, then every other game', () => {
    expect(contributionLine(makeTerms(), format)).toEqual({
      id: 'contributions',
      key: 'term_contributions',
      values: { list: 'Slots 100%, Live Casino 10%', other: 0 },
    });
    expect(contributionLine(makeTerms({ contributions: {}, otherContribution: 100 }), format)).toMatchObject({
      key: 'term_contribution_all',
      values: { other: 100 },
    });
  });
});

describe('termLines', () => {
  it('lists every significant term in order: offer, minimum deposit, wagering, contributions, max bet, conversion, expiry, forfeit, window', () => {
    const terms = makeTerms({
      kind: 'deposit_match',
      amount: null,
      matchPercent: 100,
      matchCap: '500.00',
      minDeposit: '50.00',
      maxConversion: '1000.00',
      startsAt: '2030-01-01T00:00:00Z',
      endsAt: '2030-02-01T00:00:00Z',
    });
    const lines = termLines(terms, format, new Date('2026-11-25T00:00:00Z'));
    expect(lines.map((l) => l.id)).toEqual([
      'offer',
      'min_deposit',
      'wagering',
      'contributions',
      'max_bet',
      'max_conversion',
      'expiry',
      'forfeit',
      'starts',
      'ends',
    ]);
    expect(lines.find((l) => l.id === 'max_bet')?.values).toEqual({ amount: 'MYR 5.00' });
    expect(lines.find((l) => l.id === 'expiry')?.values).toEqual({ days: 7 });
    expect(lines.find((l) => l.id === 'ends')?.values).toEqual({ date: '2030-02-01' });
  });

  it('leaves out what the promotion does not have, and a start already passed', () => {
    const lines = termLines(makeTerms({ maxBet: null, startsAt: '2020-01-01T00:00:00Z' }), format, new Date('2026-11-25T00:00:00Z'));
    expect(lines.map((l) => l.id)).toEqual(['offer', 'wagering', 'contributions', 'expiry', 'forfeit']);
  });
});
