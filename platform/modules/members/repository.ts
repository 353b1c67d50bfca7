import { tncAcceptances } from '../../db/schema-communication';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { members } from '../../db/schema';
import type { Member } from '../../endpoints/context';

/** Usernames compare case-insensitively, matching the lower(username) unique index. */
export async function findMemberByUsername(db: Database, username: string): Promise<Member | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(sql`lower(${members.username}) = ${username.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findMemberByMobile(db: Database, mobileno: string): Promise<Member | undefined> {
  const [row] = await db.select().from(members).where(eq(members.mobileno, mobileno)).limit(1);
  return row;
}

export async function findMemberById(db: Database, id: number): Promise<Member | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return row;
}

export type NewMember = Omit<typeof members.$inferInsert, 'id'>;

export type InsertMemberResult = { ok: true; member: Member } | { ok: false; taken: 'username' | 'mobileno' };

/**
 * Inserts, and turns a unique-index violation into "taken": a concurrent
 * registration can pass the pre-check and still lose the race at the index.
 */
export async function insertMember(db: Database, values: NewMember): Promise<InsertMemberResult> {
  try {
    const [member] = await db.insert(members).values(values).returning();
    if (!member) throw new Error('insert returned no row');
    return { ok: true, member };
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'members_username_lower_key') return { ok: false, taken: 'username' };
    if (constraint === 'members_mobileno_key') return { ok: false, taken: 'mobileno' };
    throw error;
  }
}

/** The violated constraint's name when `error` (or its cause: drizzle wraps driver errors) is a 23505. */
export function uniqueViolation(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    e = candidate.cause;
  }
  return undefined;
}

/** Records an acceptance of `version` at `now`: on the member (what the guard reads) and in the acceptance history. */
export async function markTncAccepted(db: Database, memberId: number, version: string, now: Date): Promise<Member | undefined> {
  return db.transaction(async (tx) => {
    const [member] = await tx.update(members).set({ tncAcceptedAt: now, tncVersion: version }).where(eq(members.id, memberId)).returning();
    if (member) await tx.insert(tncAcceptances).values({ memberId, version, acceptedAt: now }).onConflictDoNothing();
    return member;
  });
}
