import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { bonusStatusKey, isMemberQueryKey, memberKey, promotionInfoKey, transactionsKey, walletBalanceKey } from './query-keys';

describe('query keys', () => {
  it("are ['resource', params]", () => {
    expect(walletBalanceKey(7)).toEqual(['wallet-balance', { memberId: 7 }]);
    expect(transactionsKey(7, { type: 'deposit', page: 2 })).toEqual(['transactions', { memberId: 7, type: 'deposit', page: 2 }]);
    expect(memberKey('favourites', null)).toEqual(['favourites', { memberId: null }]);
  });

  it("a member's transactions key covers every history page and the pending withdrawals, not another member's", () => {
    const all = transactionsKey(7);
    expect(partialMatchKey(transactionsKey(7, { type: 'deposit', page: 2 }), all)).toBe(true);
    expect(partialMatchKey(transactionsKey(7, { type: 'withdrawal', status: 'pending', page: 1 }), all)).toBe(true);
    expect(partialMatchKey(transactionsKey(8, { type: 'deposit' }), all)).toBe(false);
    expect(partialMatchKey(walletBalanceKey(7), all)).toBe(false);
  });

  it("tells a member's own data (dropped on logout) from shared data", () => {
    expect(isMemberQueryKey(memberKey('wallet-balance', 7))).toBe(true);
    expect(isMemberQueryKey(memberKey('favourites', null))).toBe(true);
    expect(isMemberQueryKey(memberKey('transactions', 7, { type: 'vip' }))).toBe(true);
    expect(isMemberQueryKey(['maintenance', { currency: 'MYR' }])).toBe(false);
    expect(isMemberQueryKey(['other'])).toBe(false);
  });
});

describe('promotion keys', () => {
  it("are a member's own, and the info key covers every currency's list", () => {
    expect(bonusStatusKey(7)).toEqual(['promotion-bonus', { memberId: 7 }]);
    expect(isMemberQueryKey(bonusStatusKey(7))).toBe(true);
    expect(partialMatchKey(promotionInfoKey(7, { currency: 'MYR' }), promotionInfoKey(7))).toBe(true);
    expect(partialMatchKey(promotionInfoKey(null, { currency: 'MYR' }), promotionInfoKey(7))).toBe(false);
  });
});
