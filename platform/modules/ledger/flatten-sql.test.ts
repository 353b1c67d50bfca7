import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { ledgerAccounts } from '../../db/schema-ledger';
import { flattenFragment } from './flatten-sql';
import { joined, q, rawText, toDrizzle } from './statement';

const drizzle = (statement: SQL) => new PgDialect().sqlToQuery(statement);

/** A statement built the way postAtOnce and winAtOnce build theirs: nested templates, raw names, joins, plain values. */
function entryLike(memberId: number | null, lines: [number, bigint][]) {
  const step = (i: number) => sql.raw(`u${i}`);
  const updates = lines.map(
    ([id, amount], i) =>
      sql`${step(i)} as (update ledger_accounts set balance = balance + ${amount.toString()}::bigint
        where id = ${id}${i > 0 ? sql` and exists (select 1 from ${step(i - 1)})` : sql``} returning id, balance)`,
  );
  const values = sql.join(
    lines.map(([id, amount]) => sql`(${id}::bigint, ${amount.toString()}::bigint)`),
    sql`, `,
  );
  const entry = sql`e as (insert into journal_entries (kind, member_id, meta, created_at, flagged)
    select ${'bet'}, ${memberId}, ${JSON.stringify({ txId: 'o\'brien \\ "x"' })}::jsonb, ${new Date('2026-11-27T08:00:00Z')}::timestamptz, ${false}
    returning id)`;
  return sql`with ${sql.join([...updates, entry, sql`p as (insert into postings select * from (values ${values}) v)`], sql`, `)}
    select jsonb_build_object('id', e.id::text, 'n', ${12n}, 'x', ${1.5}) as row from e`;
}

describe('flattenFragment (Drizzle sql)', () => {
  it('gives Drizzle’s text and parameters for the ledger’s statements', () => {
    for (const statement of [
      entryLike(42, [
        [7, -100n],
        [9, 100n],
      ]),
      entryLike(null, []),
      entryLike(3, [[1, 5n]]),
    ]) {
      const flat = flattenFragment(statement);
      const reference = drizzle(statement);
      expect(flat.sql).toBe(reference.sql);
      expect(flat.params).toEqual(reference.params);
    }
  });

  it('numbers parameters in order, nested ones included, and skips undefined chunks', () => {
    const inner = sql`b = ${2} and c = ${null}`;
    const flat = flattenFragment(sql`select 1 where a = ${1} and ${inner} and d = ${'x'}${undefined}`);
    expect(flat).toEqual({ sql: 'select 1 where a = $1 and b = $2 and c = $3 and d = $4', params: [1, 2, null, 'x'] });
  });

  it('leaves anything but plain values to Drizzle (tables, columns, arrays, inlined params)', () => {
    for (const statement of [
      sql`select ${ledgerAccounts.id} from ${ledgerAccounts} where ${ledgerAccounts.memberId} = ${5}`,
      sql`select 1 where id in ${[1, 2, 3]}`,
      sql`select ${'x'}`.inlineParams(),
      sql`select 1 where ${sql`a = ${'y'}`.inlineParams()}`,
    ]) {
      expect(flattenFragment(statement)).toEqual(drizzle(statement));
    }
  });
});

describe('flattenFragment (the ledger’s own q statements)', () => {
  /** entryLike again, built with q, joined and rawText, with one Drizzle fragment inside. */
  function entryLikeQ(memberId: number | null, lines: [number, bigint][]) {
    const step = (i: number) => rawText(`u${i}`);
    const updates = lines.map(
      ([id, amount], i) =>
        q`${step(i)} as (update ledger_accounts set balance = balance + ${amount.toString()}::bigint
        where id = ${id}${i > 0 ? q` and exists (select 1 from ${step(i - 1)})` : q``} returning id, balance)`,
    );
    const values = joined(
      lines.map(([id, amount]) => q`(${id}::bigint, ${amount.toString()}::bigint)`),
      ', ',
    );
    const entry = q`e as (insert into journal_entries (kind, member_id, meta, created_at, flagged)
    select ${'bet'}, ${memberId}, ${JSON.stringify({ txId: 'o\'brien \\ "x"' })}::jsonb, ${new Date('2026-11-27T08:00:00Z')}::timestamptz, ${false}
    returning id)`;
    return q`with ${joined([...updates, entry, q`p as (insert into postings select * from (values ${values}) v)`], ', ')}
    select jsonb_build_object('id', e.id::text, 'n', ${12n}, 'x', ${1.5}) as row from e where ${sql`a = ${'drizzle'}`}`;
  }

  it('gives the text and parameters of the same statement built with Drizzle', () => {
    for (const [memberId, lines] of [
      [
        42,
        [
          [7, -100n],
          [9, 100n],
        ],
      ],
      [null, []],
      [3, [[1, 5n]]],
    ] as [number | null, [number, bigint][]][]) {
      const flat = flattenFragment(entryLikeQ(memberId, lines));
      const reference = drizzle(sql`${entryLike(memberId, lines)} where ${sql`a = ${'drizzle'}`}`);
      expect(flat.sql).toBe(reference.sql);
      expect(flat.params).toEqual(reference.params);
      const viaDrizzle = drizzle(toDrizzle(entryLikeQ(memberId, lines)));
      expect({ sql: viaDrizzle.sql, params: viaDrizzle.params }).toEqual(flat);
    }
  });

  it('leaves a statement holding anything but plain values to Drizzle', () => {
    const statement = q`select ${ledgerAccounts.id} from ${ledgerAccounts} where id = ${5} and ${sql`b = ${'x'}`}`;
    const viaDrizzle = drizzle(toDrizzle(statement));
    expect(flattenFragment(statement)).toMatchObject({ sql: viaDrizzle.sql, params: viaDrizzle.params });
    expect(flattenFragment(statement).sql).toBe('select "ledger_accounts"."id" from "ledger_accounts" where id = $1 and b = $2');
  });
});
