import type { TimelineKind } from '@/lib/contracts/timeline';
import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import { findCountry } from '../common';
import { decimalsFor } from '../ledger';
import { decodeCursor, encodeCursor, newestFirst } from './cursor';
import { journalKinds } from './kinds';
import { timelinePeriod } from './period';
import { journalLines } from './sources/journal';
import { requestLines } from './sources/requests';
import { roundLines } from './sources/rounds';
import type { TimelineSource } from './sources/shared';
import { netDeposits } from './summary';

/** The sources that hold lines of `kind` (all of them without one). */
function sourcesFor(kind: TimelineKind | undefined): TimelineSource[] {
  if (kind === 'deposit' || kind === 'withdrawal') return [requestLines([kind])];
  if (kind === 'game') return [roundLines];
  if (kind) return [journalLines(journalKinds(kind))];
  return [requestLines(['deposit', 'withdrawal']), roundLines, journalLines(journalKinds())];
}

/**
 * timeline/list: deposits, withdrawals, game rounds, transfers, bonus steps, rewards, rebates and
 * adjustments in one list, newest first, one keyset page at a time. Each source reads its own
 * member index for at most one page past the cursor; their merge in the same order is the page,
 * and one more line than the page tells whether there is a next.
 */
export const timelineList: Handler<'timeline/list'> = async (input, { db, member, now }) => {
  const timeZone = (await findCountry(db, member.countryCode))?.timeZone || 'UTC';
  const resolved = timelinePeriod(input, now, timeZone);
  if (!resolved.ok) return fail(resolved.msg);
  const { period } = resolved;
  const cursor = input.cursor === undefined ? undefined : decodeCursor(input.cursor);
  if (input.cursor !== undefined && !cursor) return fail('error_cursor');

  const decimals = decimalsFor(member);
  const query = {
    memberId: member.id,
    decimals,
    language: member.language,
    start: period.start,
    end: period.end,
    cursor,
    limit: input.pageSize + 1,
  };
  const [lines, summary] = await Promise.all([
    Promise.all(sourcesFor(input.kind).map((source) => source(db, query))),
    cursor ? null : netDeposits(db, query),
  ]);
  const merged = lines.flat().sort((a, b) => newestFirst(a.cursor, b.cursor));
  const page = merged.slice(0, input.pageSize);
  const last = page.at(-1);
  return ok({
    items: page.map(({ cursor: _cursor, ...item }) => item),
    next: merged.length > input.pageSize && last ? encodeCursor(last.cursor) : null,
    currency: member.currency,
    timeZone,
    from: period.from,
    to: period.to,
    earliest: period.earliest,
    summary,
  });
};
