/**
 * PostgreSQL error facts, read the same way for PGlite and node-postgres. Drizzle wraps driver
 * errors (the original is in `cause`), so the chain is walked a few levels deep.
 */
export type PgErrorFacts = { code: string; constraint: string | undefined };

export function pgErrorOf(error: unknown): PgErrorFacts | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined };
    }
    e = candidate.cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown, constraint: string) => {
  const facts = pgErrorOf(error);
  return facts?.code === '23505' && facts.constraint === constraint;
};

export const isCheckViolation = (error: unknown, constraint: string) => {
  const facts = pgErrorOf(error);
  return facts?.code === '23514' && facts.constraint === constraint;
};

/** Serialization failure and deadlock: the transaction did nothing and may simply run again. */
export const isRetryable = (error: unknown) => {
  const code = pgErrorOf(error)?.code;
  return code === '40001' || code === '40P01';
};
