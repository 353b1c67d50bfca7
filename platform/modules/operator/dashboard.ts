import { sql } from 'drizzle-orm';
import type { DashboardCurrency } from '@/lib/contracts/console';
import { countries, members } from '../../db/schema';
import { gameRounds } from '../../db/schema-ledger';
import { walletRequests } from '../../db/schema-wallet';
import type { Handler } from '../../endpoints/handler';
import { ok } from '../../endpoints/result';
import { decimalsFor, formatMinor } from '../ledger';

type Row = Record<string, unknown> & { currency: string };
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
const big = (value: unknown) => BigInt(String(value ?? '0'));
const int = (value: unknown) => Number(value ?? 0);

/**
 * operator/dashboard: for one UTC day (today by default), per currency served, the approved
 * deposits and withdrawals decided that day, the settled rounds played that day (stakes, wins,
 * GGR), new and active members, and what waits for a decision now. Five grouped queries.
 */
export const operatorDashboard: Handler<'operator/dashboard'> = async ({ day }, { db, now }) => {
  const date = day ?? now.toISOString().slice(0, 10);
  const from = `${date}T00:00:00Z`;
  const to = new Date(Date.parse(from) + 86_400_000).toISOString();
  const inDay = (column: unknown) => sql`${column} >= ${from}::timestamptz and ${column} < ${to}::timestamptz`;

  const [served, money, play, joined, pending] = await Promise.all([
    db.selectDistinct({ currency: countries.currency }).from(countries).orderBy(countries.currency),
    db.execute(sql`
      select ${walletRequests.currency} as currency, ${walletRequests.kind} as kind,
             coalesce(sum(${walletRequests.amountMinor}), 0)::text as total, count(*)::int as n
      from ${walletRequests}
      where ${walletRequests.status} = 'approved'
        and ${inDay(sql`coalesce(${walletRequests.decidedAt}, ${walletRequests.createdAt})`)}
      group by 1, 2`),
    db.execute(sql`
      select ${gameRounds.currency} as currency, coalesce(sum(${gameRounds.bet}), 0)::text as bets,
             coalesce(sum(${gameRounds.win}), 0)::text as wins, count(*)::int as rounds,
             count(distinct ${gameRounds.memberId})::int as active
      from ${gameRounds}
      where ${gameRounds.status} = 'settled' and ${inDay(gameRounds.createdAt)}
      group by 1`),
    db.execute(sql`
      select ${members.currency} as currency, count(*)::int as n from ${members}
      where ${inDay(members.createdAt)} group by 1`),
    db.execute(sql`
      select ${walletRequests.currency} as currency, ${walletRequests.kind} as kind, count(*)::int as n
      from ${walletRequests} where ${walletRequests.status} = 'pending' group by 1, 2`),
  ]);

  const find = (rows: Row[], currency: string, kind?: string) => rows.find((r) => r.currency === currency && (!kind || r.kind === kind));
  const currencies: DashboardCurrency[] = served.map(({ currency }) => {
    const decimals = decimalsFor({ currency });
    const amount = (minor: bigint) => formatMinor(minor, decimals);
    const deposits = find(rowsOf(money), currency, 'deposit');
    const withdrawals = find(rowsOf(money), currency, 'withdrawal');
    const rounds = find(rowsOf(play), currency);
    const bets = big(rounds?.bets);
    const wins = big(rounds?.wins);
    return {
      currency,
      deposits: amount(big(deposits?.total)),
      depositCount: int(deposits?.n),
      withdrawals: amount(big(withdrawals?.total)),
      withdrawalCount: int(withdrawals?.n),
      bets: amount(bets),
      wins: amount(wins),
      ggr: amount(bets - wins),
      rounds: int(rounds?.rounds),
      newMembers: int(find(rowsOf(joined), currency)?.n),
      activeMembers: int(rounds?.active),
      pendingDeposits: int(find(rowsOf(pending), currency, 'deposit')?.n),
      pendingWithdrawals: int(find(rowsOf(pending), currency, 'withdrawal')?.n),
    };
  });
  return ok({ day: date, currencies });
};
