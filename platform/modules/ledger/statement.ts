import { SQL, StringChunk } from 'drizzle-orm';

/**
 * The money path's own statement template: `q` keeps a template's strings and values as they are,
 * where Drizzle's `sql` allocates a chunk object per piece and tests each against its entity kinds.
 * The cash bet and win build a statement of a dozen CTEs per callback; with Drizzle's templates that
 * building was about a tenth of the platform's CPU under load (docs/ledger.md, round 9). A `q`
 * statement may hold Drizzle `sql` (a module's fragment) but not the other way round; `flattenFragment`
 * (flatten-sql.ts) gives the same text and parameters Drizzle would, and `toDrizzle` hands it to
 * `db.execute` when it runs alone.
 */
export class Statement {
  constructor(
    readonly strings: readonly string[],
    readonly values: readonly unknown[],
  ) {}
}

/** Text spliced in as it is (a CTE's name), never a value from a request. */
export class RawText {
  constructor(readonly text: string) {}
}

/** A statement or fragment as the ledger's one-statement entries take it. */
export type Fragment = Statement | SQL;

export function q(strings: TemplateStringsArray, ...values: unknown[]): Statement {
  return new Statement(strings, values);
}

export const rawText = (text: string) => new RawText(text);

export const EMPTY = new Statement([''], []);

/** The parts with `separator` between them (Drizzle's `sql.join`). */
export function joined(parts: readonly Fragment[], separator: string): Statement {
  if (parts.length === 0) return EMPTY;
  const strings = [''];
  for (let i = 1; i < parts.length; i++) strings.push(separator);
  strings.push('');
  return new Statement(strings, parts);
}

/** The same statement as Drizzle `sql`, for `db.execute`. */
export function toDrizzle(fragment: Fragment): SQL {
  if (fragment instanceof SQL) return fragment;
  const chunks: unknown[] = [new StringChunk(fragment.strings[0]!)];
  fragment.values.forEach((value, i) => {
    chunks.push(value instanceof Statement ? toDrizzle(value) : value instanceof RawText ? new StringChunk(value.text) : value);
    chunks.push(new StringChunk(fragment.strings[i + 1]!));
  });
  return new SQL(chunks as ConstructorParameters<typeof SQL>[0]);
}
