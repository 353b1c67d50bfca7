import { randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT } from '@/lib/contracts/security';
import type { Database } from '../../db/connection';
import { memberRecoveryCodes } from '../../db/schema-security';
import { hashSessionToken } from '../members';

/** Crockford's base32 without i, l, o, u: nothing to misread. Ten characters: 50 random bits each. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const LENGTH = 10;

/** Ten fresh codes as the member reads them: xxxxx-xxxxx. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
}

/** What a typed code counts as: case, spaces and dashes do not matter. */
export function normalizeCode(code: string): string {
  return code.toLowerCase().replace(/[^0-9a-z]/g, '');
}

export function isRecoveryCodeShaped(code: string): boolean {
  const normalized = normalizeCode(code);
  return normalized.length === LENGTH && [...normalized].every((c) => ALPHABET.includes(c));
}

/** Keyed digest (HMAC under SESSION_SECRET, its own prefix): a table copy alone cannot test guesses. */
function digest(code: string, secret: string): string {
  return hashSessionToken(`recovery:${normalizeCode(code)}`, secret);
}

/** The member's codes become these (the old ones stop working), inside the caller's transaction. */
export async function replaceRecoveryCodes(db: Database, memberId: number, codes: readonly string[], secret: string): Promise<void> {
  await db.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.memberId, memberId));
  await db.insert(memberRecoveryCodes).values(codes.map((code) => ({ memberId, codeHash: digest(code, secret) })));
}

/** Spends one unused code: a conditional update, so the same code is accepted once, even in parallel. */
export async function spendRecoveryCode(db: Database, memberId: number, code: string, secret: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(memberRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(memberRecoveryCodes.memberId, memberId),
        eq(memberRecoveryCodes.codeHash, digest(code, secret)),
        isNull(memberRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: memberRecoveryCodes.id });
  return spent.length > 0;
}

export async function unusedRecoveryCodes(db: Database, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberRecoveryCodes)
    .where(and(eq(memberRecoveryCodes.memberId, memberId), isNull(memberRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}
