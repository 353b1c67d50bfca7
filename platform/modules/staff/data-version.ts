import { desc, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema-staff';
import type { Handler } from '../../endpoints/handler';
import { ok } from '../../endpoints/result';

/**
 * site/data-version: the newest operator change that went through (its audit row's id). Every
 * operator write is audited once it succeeded, so the number moves with module visibility,
 * pop-ups, banners, maintenance, settings and the rest; the site keys its caches of platform data
 * by it and asks at most once a second (lib/upstream.ts). One index read, no table of its own.
 */
export const siteDataVersion: Handler<'site/data-version'> = async (_input, { db }) => {
  const [newest] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(eq(auditLog.outcome, 'ok'))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return ok({ version: String(newest?.id ?? 0) });
};
