import { and, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { memberBankAccounts, operatorBanks, walletRequests } from '../../../db/schema-wallet';
import { formatMinor } from '../../ledger';
import { gatewayName } from '../../wallet';
import { atText, idKey, isoOf, keyDesc, olderThan, type TimelineQuery, type TimelineSource } from './shared';

type RequestKind = 'deposit' | 'withdrawal';

const requestKey = idKey('q', walletRequests.id);

/** The query of one page of requests (exported for the query-plan test). */
export function requestsQuery(db: Parameters<TimelineSource>[0], q: TimelineQuery, kinds: readonly RequestKind[]) {
  return db
    .select({
      at: atText(walletRequests.createdAt),
      key: requestKey,
      kind: walletRequests.kind,
      status: walletRequests.status,
      method: walletRequests.method,
      gatewayId: walletRequests.gatewayId,
      amount: walletRequests.amountMinor,
      operatorBank: operatorBanks.bankName,
      memberBank: memberBankAccounts.bankName,
      memberNumber: memberBankAccounts.accountNumber,
    })
    .from(walletRequests)
    .leftJoin(operatorBanks, eq(operatorBanks.id, walletRequests.operatorBankId))
    .leftJoin(memberBankAccounts, eq(memberBankAccounts.id, walletRequests.bankAccountId))
    .where(
      and(
        eq(walletRequests.memberId, q.memberId),
        inArray(walletRequests.kind, [...kinds]),
        gte(walletRequests.createdAt, q.start),
        lt(walletRequests.createdAt, q.end),
        olderThan(walletRequests.createdAt, requestKey, q.cursor),
      ) as SQL,
    )
    .orderBy(desc(walletRequests.createdAt), keyDesc(requestKey))
    .limit(q.limit);
}

/** Only the last four digits: the timeline is read on shared screens too. */
const masked = (number: string) => {
  const digits = number.replace(/\D/g, '');
  return digits.length > 4 ? `****${digits.slice(-4)}` : digits;
};

/**
 * Deposits and withdrawals, one line per request whatever became of it (its status says): the
 * request's amount, negative for a withdrawal, with the gateway, the operator's bank or the
 * member's own (masked).
 */
export function requestLines(kinds: readonly RequestKind[]): TimelineSource {
  return async (db, q) =>
    (await requestsQuery(db, q, kinds)).map((request) => {
      const withdrawal = request.kind === 'withdrawal';
      const description = withdrawal
        ? `${request.memberBank ?? ''} ${masked(request.memberNumber ?? '')}`.trim()
        : request.method === 'gateway'
          ? gatewayName(request.gatewayId ?? '')
          : (request.operatorBank ?? '');
      return {
        cursor: { at: request.at, key: request.key },
        id: request.key,
        at: isoOf(request.at),
        kind: request.kind,
        entry: request.kind,
        amount: formatMinor(withdrawal ? -request.amount : request.amount, q.decimals),
        balance: 'cash',
        status: request.status,
        description,
        stake: null,
        win: null,
      };
    });
}
