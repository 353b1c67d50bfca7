import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { memberBankAccounts, operatorBanks, walletRequests, type WalletRequestKind } from '../../../db/schema-wallet';
import { formatMinor } from '../../ledger';
import { gatewayName } from '../../wallet';
import type { HistorySource } from '../query';

/** Deposit and withdrawal history: the member's requests of that kind, whatever became of them. */
export function walletRequestHistory(kind: WalletRequestKind): HistorySource {
  return async (db, q) => {
    const where = and(
      eq(walletRequests.memberId, q.memberId),
      eq(walletRequests.kind, kind),
      gte(walletRequests.createdAt, q.start),
      lt(walletRequests.createdAt, q.end),
      q.status ? eq(walletRequests.status, q.status as never) : undefined,
    ) as SQL;
    const [total, rows] = await Promise.all([
      db.$count(walletRequests, where),
      db
        .select({
          request: walletRequests,
          operatorBank: operatorBanks.bankName,
          memberBank: memberBankAccounts.bankName,
          memberNumber: memberBankAccounts.accountNumber,
        })
        .from(walletRequests)
        .leftJoin(operatorBanks, eq(operatorBanks.id, walletRequests.operatorBankId))
        .leftJoin(memberBankAccounts, eq(memberBankAccounts.id, walletRequests.bankAccountId))
        .where(where)
        .orderBy(desc(walletRequests.createdAt), desc(walletRequests.id))
        .limit(q.limit)
        .offset(q.offset),
    ]);
    return {
      total,
      rows: rows.map(({ request, operatorBank, memberBank, memberNumber }) => {
        const bank =
          kind === 'withdrawal'
            ? `${memberBank ?? ''} ${maskAccount(memberNumber ?? '')}`.trim()
            : request.method === 'gateway'
              ? gatewayName(request.gatewayId ?? '')
              : (operatorBank ?? '');
        const signed = kind === 'withdrawal' ? -request.amountMinor : request.amountMinor;
        return {
          id: String(request.id),
          createdAt: request.createdAt.toISOString(),
          amount: formatMinor(signed, q.decimals),
          status: request.status,
          description: bank,
          extra: {
            method: request.method,
            bank,
            reference: `${kind === 'deposit' ? 'D' : 'W'}${String(request.id).padStart(8, '0')}`,
            reason: request.reason,
          },
        };
      }),
    };
  };
}

/** Only the last four digits: the history is read on shared screens too. */
function maskAccount(number: string): string {
  const digits = number.replace(/\D/g, '');
  return digits.length > 4 ? `****${digits.slice(-4)}` : digits;
}
