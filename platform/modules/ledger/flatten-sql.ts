import { SQL, StringChunk } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { RawText, Statement, toDrizzle, type Fragment } from './statement';

/** A statement as the driver takes it: text with $1, $2, … and the values in that order. */
export type FlatQuery = { sql: string; params: unknown[] };

const dialect = new PgDialect();

/** Thrown inside flatten when a chunk is not one of the plain kinds: the whole statement goes to Drizzle. */
const NOT_PLAIN = Symbol('not plain');

/**
 * The same text and parameters as Drizzle's `PgDialect.sqlToQuery`, for the statements the ledger
 * builds per wallet callback: its own `q` statements (statement.ts) and Drizzle `sql` templates of
 * text, nested `sql` / `sql.raw` / `sql.join` and plain values (string, number, bigint, boolean,
 * null, Date, which all become parameters), one inside the other. Drizzle's general
 * walk allocates a result object per chunk, merges them, checks each chunk against a dozen entity
 * kinds and opens a tracing span; on the cash bet and win that was about 6 % of the platform's profile
 * (docs/ledger.md, round 8). Anything else (a table, a column, a Param with an encoder,
 * inlined params) makes the whole statement take Drizzle's own walk, so the result is always
 * Drizzle's (flatten-sql.test.ts compares both on every shape the ledger sends).
 */
export function flattenFragment(fragment: Fragment): FlatQuery {
  const params: unknown[] = [];
  try {
    return { sql: fragment instanceof SQL ? walk(fragment, params) : walkStatement(fragment, params), params };
  } catch (error) {
    if (error !== NOT_PLAIN) throw error;
    return dialect.sqlToQuery(toDrizzle(fragment));
  }
}

function walkStatement(statement: Statement, params: unknown[]): string {
  const { strings, values } = statement;
  let text = strings[0]!;
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (value instanceof Statement) text += walkStatement(value, params);
    else if (value instanceof RawText) text += value.text;
    else if (value instanceof SQL) text += walk(value, params);
    else if (value !== undefined) {
      if (!isPlainValue(value)) throw NOT_PLAIN;
      text += `$${params.push(value)}`;
    }
    text += strings[i + 1]!;
  }
  return text;
}

function walk(statement: SQL, params: unknown[]): string {
  // `.inlineParams()` sets this (private in Drizzle's types): such a statement is left to Drizzle.
  if ((statement as unknown as { shouldInlineParams: boolean }).shouldInlineParams) throw NOT_PLAIN;
  let text = '';
  for (const chunk of statement.queryChunks as unknown[]) {
    if (chunk instanceof StringChunk) text += chunk.value.length === 1 ? chunk.value[0]! : chunk.value.join('');
    else if (chunk instanceof SQL) text += walk(chunk, params);
    else if (chunk === undefined) continue;
    else if (isPlainValue(chunk)) text += `$${params.push(chunk)}`;
    else throw NOT_PLAIN;
  }
  return text;
}

function isPlainValue(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'bigint':
    case 'boolean':
      return true;
    case 'object':
      return value === null || value instanceof Date;
    default:
      return false;
  }
}
