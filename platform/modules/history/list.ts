import type { HISTORY_TYPES } from '@/lib/contracts/wallet';
import type { Database } from '../../db/connection';
import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import { decimalsFor } from '../ledger';
import type { HistorySource } from './query';
import { resolveRange } from './range';
import { findCountry } from '../common';
import { journalHistory } from './sources/journal';
import { PROMOTION_ENTRY_KINDS, promotionHistory } from './sources/promotions';
import { referralHistory, vipHistory } from './sources/loyalty';
import { rebateHistory } from './sources/rebates';
import { roundHistory } from './sources/rounds';
import { transferHistory } from './sources/transfers';
import { walletRequestHistory } from './sources/wallet-requests';

type HistoryType = (typeof HISTORY_TYPES)[number];

/**
 * Journal entry kinds behind the ledger-only histories. Promotions post the bonus steps
 * (sources/promotions.ts); loyalty posts VIP level-up rewards and referral commission claims
 * (sources/loyalty.ts).
 */
export const HISTORY_ENTRY_KINDS = {
  adjustment: ['adjustment'],
  promotion: PROMOTION_ENTRY_KINDS,
  referral: ['referral'],
  vip: ['vip'],
} as const;

const noted = (row: { meta: Record<string, unknown> }, fallback: string) => {
  const note = typeof row.meta.note === 'string' ? row.meta.note : '';
  return { description: note || fallback, extra: { note } };
};

function sourceFor(type: HistoryType, db: Database, member: { currency: string; language: string }): HistorySource {
  switch (type) {
    case 'deposit':
    case 'withdrawal':
      return walletRequestHistory(type);
    case 'bet-history':
      return roundHistory(['settled', 'rolled_back']);
    case 'outstanding-bet':
      return roundHistory(['open']);
    case 'transfer':
      return transferHistory(db);
    case 'rebate':
      return rebateHistory;
    case 'promotion':
      return promotionHistory;
    case 'referral':
      return referralHistory;
    case 'vip':
      return vipHistory(db, member);
    case 'adjustment':
      return journalHistory(HISTORY_ENTRY_KINDS[type], (row) => noted(row, type));
  }
}

/** transaction/list: the ten histories of docs/PRODUCT.md §2, one query shape, newest first, paged. */
export const transactionList: Handler<'transaction/list'> = async (input, { db, member, now }) => {
  // Days are the member's own: their country's zone, the one the site shows their times in.
  const range = resolveRange(input, now, (await findCountry(db, member.countryCode))?.timeZone);
  if (!range) return fail('error_date');
  const decimals = decimalsFor(member);
  const { rows, total } = await sourceFor(
    input.type,
    db,
    member,
  )(db, {
    memberId: member.id,
    decimals,
    language: member.language,
    start: range.start,
    end: range.end,
    status: input.status || undefined,
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  return ok({ rows, total, page: input.page, pageSize: input.pageSize, currency: member.currency, from: range.from, to: range.to });
};
