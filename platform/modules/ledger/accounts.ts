import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connection';
import { ledgerAccounts } from '../../db/schema-ledger';

/**
 * Who holds money. Member accounts can never go below zero (a CHECK in the database says so);
 * house accounts are the other side of every movement and may run negative (wins paid out).
 * `member_bonus` is a member's bonus money (one per member and currency): granted from
 * house_bonuses, spent after cash, converted to main or removed back to house_bonuses.
 */
export type MemberAccountKind = 'member_main' | 'member_provider' | 'member_bonus';
export type HouseAccountKind =
  | 'house_deposits'
  | 'house_withdrawals_pending'
  | 'house_withdrawals_paid'
  | 'house_bets'
  | 'house_wins'
  | 'house_bonuses'
  | 'house_rebates'
  | 'house_loyalty'
  | 'house_adjustments'
  | 'provider_float';
export type AccountKind = MemberAccountKind | HouseAccountKind;

export type AccountRef = {
  kind: AccountKind;
  currency: string;
  memberId: number | null;
  providerId: string | null;
  /** Which row of a sharded house account (houseOfPlay); 0 or absent for every other account. */
  shard?: number;
};

/**
 * How many rows the house side of play (house_bets, house_wins) is spread over per provider and
 * currency. A member's bets and wins always use shard member_id % HOUSE_SHARDS, so two bets of
 * different members rarely wait for the same house row, and the one lock order still holds.
 */
export const HOUSE_SHARDS = 16;

export function memberMain(memberId: number, currency: string): AccountRef {
  return { kind: 'member_main', currency, memberId, providerId: null };
}

/** The member's bonus money: only ever non-zero while they have an active bonus. */
export function memberBonus(memberId: number, currency: string): AccountRef {
  return { kind: 'member_bonus', currency, memberId, providerId: null };
}

/** The member's cash and bonus rows: what every step that touches a bonus locks first (the one lock order). */
export function memberMoneyLocks(member: { id: number; currency: string }): AccountRef[] {
  return [memberMain(member.id, member.currency), memberBonus(member.id, member.currency)];
}

/** A transfer-type provider's wallet for one member: filled by play-transfer, emptied by restore-balance. */
export function memberProvider(memberId: number, providerId: string, currency: string): AccountRef {
  return { kind: 'member_provider', currency, memberId, providerId };
}

/** House accounts exist per currency, and per provider where the provider is part of the story (bets, wins). */
export function house(kind: HouseAccountKind, currency: string, providerId: string | null = null): AccountRef {
  return { kind, currency, memberId: null, providerId };
}

/**
 * The house account a member's play moves money through (house_bets, house_wins): the member's
 * shard of it. Summed over its shards it is the one account of that provider and currency.
 */
export function houseOfPlay(kind: 'house_bets' | 'house_wins', currency: string, providerId: string, memberId: number): AccountRef {
  return { kind, currency, memberId: null, providerId, shard: memberId % HOUSE_SHARDS };
}

export const isMemberKind = (kind: AccountKind) => kind.startsWith('member');

/** A stable key for maps: two refs naming the same account (and shard) give the same key. */
export function accountKey(ref: AccountRef): string {
  return JSON.stringify([ref.kind, ref.memberId, ref.providerId, ref.currency, ref.shard ?? 0]);
}

/** The account's rows: one shard when `shard` is given, every shard (the whole account) when `anyShard`. */
function matches(ref: AccountRef, anyShard = false): SQL {
  return and(
    eq(ledgerAccounts.kind, ref.kind),
    eq(ledgerAccounts.currency, ref.currency),
    ref.memberId === null ? isNull(ledgerAccounts.memberId) : eq(ledgerAccounts.memberId, ref.memberId),
    ref.providerId === null ? isNull(ledgerAccounts.providerId) : eq(ledgerAccounts.providerId, ref.providerId),
    anyShard ? undefined : eq(ledgerAccounts.shard, ref.shard ?? 0),
  ) as SQL;
}

/** One row of the account (its shard 0 for a sharded house account: use balanceOf for the whole balance). */
export async function findAccount(db: Database, ref: AccountRef) {
  const [row] = await db.select().from(ledgerAccounts).where(matches(ref)).limit(1);
  return row;
}

/**
 * Account ids never change and accounts are never deleted, so once resolved an id is kept for the
 * life of the process, per database handle (tests open many). Only ids read or created outside a
 * transaction are kept: one created inside a transaction that later rolls back never existed.
 */
const knownIds = new WeakMap<Database, Map<string, number>>();
const MAX_KNOWN_IDS = 200_000;

function idCacheOf(db: Database): Map<string, number> | undefined {
  if (db instanceof PgTransaction) return undefined;
  let cache = knownIds.get(db);
  if (!cache) knownIds.set(db, (cache = new Map()));
  return cache;
}

/**
 * The ids of these accounts, creating the missing ones. Creation happens outside the posting
 * transaction (an account is permanent and empty when born) and ON CONFLICT DO NOTHING settles
 * two requests creating the same account at once.
 */
export async function resolveAccountIds(db: Database, refs: AccountRef[]): Promise<Map<string, number>> {
  const unique = new Map(refs.map((r) => [accountKey(r), r]));
  const ids = new Map<string, number>();
  if (unique.size === 0) return ids;
  const cache = idCacheOf(db);
  if (cache) {
    for (const key of unique.keys()) {
      const id = cache.get(key);
      if (id !== undefined) ids.set(key, id);
    }
    if (ids.size === unique.size) return ids;
  }

  const load = async (wanted: AccountRef[]) => {
    const rows = await db
      .select({
        id: ledgerAccounts.id,
        kind: ledgerAccounts.kind,
        currency: ledgerAccounts.currency,
        memberId: ledgerAccounts.memberId,
        providerId: ledgerAccounts.providerId,
        shard: ledgerAccounts.shard,
      })
      .from(ledgerAccounts)
      .where(or(...wanted.map((ref) => matches(ref))));
    for (const row of rows) ids.set(accountKey(row as AccountRef), row.id);
  };

  await load([...unique.entries()].filter(([key]) => !ids.has(key)).map(([, ref]) => ref));
  const missing = [...unique.entries()].filter(([key]) => !ids.has(key)).map(([, ref]) => ref);
  if (missing.length > 0) {
    await db
      .insert(ledgerAccounts)
      .values(missing.map((r) => ({ ...r, shard: r.shard ?? 0, allowNegative: !isMemberKind(r.kind) })))
      .onConflictDoNothing();
    await load(missing);
  }
  for (const key of unique.keys()) if (!ids.has(key)) throw new Error(`ledger account ${key} could not be created`);
  if (cache) {
    if (cache.size > MAX_KNOWN_IDS) cache.clear();
    for (const [key, id] of ids) cache.set(key, id);
  }
  return ids;
}

/**
 * Balance of an account as the database holds it (summed over its shards: a sharded house account
 * is one account); an account never used holds 0.
 */
export async function balanceOf(db: Database, ref: AccountRef): Promise<bigint> {
  if (isMemberKind(ref.kind)) {
    const [row] = await db.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(matches(ref)).limit(1);
    return row?.balance ?? 0n;
  }
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text` })
    .from(ledgerAccounts)
    .where(matches(ref, true));
  return BigInt(row?.balance ?? '0');
}

/**
 * balanceOf as a scalar SQL expression (a bigint sum; 0 for an account never used), for a statement
 * that computes an answer in the database instead of reading the balance first.
 */
export function balanceSql(ref: AccountRef): SQL {
  return sql`(select coalesce(sum(${ledgerAccounts.balance}), 0) from ${ledgerAccounts} where ${matches(ref, !isMemberKind(ref.kind))})`;
}

/** Every account of one member and kind (e.g. all provider wallets), with their balances. */
export async function memberAccounts(db: Database, memberId: number, kind: MemberAccountKind) {
  return db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.kind, kind)));
}
