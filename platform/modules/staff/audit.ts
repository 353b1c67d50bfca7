import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditEntry, auditListInput } from '@/lib/contracts/staff';
import type { Database } from '../../db/connection';
import { auditLog } from '../../db/schema-staff';
import type { AuditRecord } from '../../endpoints/context';
import { redacted, storableText } from './audit-value';

export async function recordAudit(db: Database, record: AuditRecord): Promise<void> {
  const actor = record.actor;
  await db.insert(auditLog).values({
    at: record.at,
    actor: actor.kind === 'key' ? 'operator-key' : actor.username,
    staffId: actor.kind === 'key' ? null : actor.id,
    role: actor.kind === 'key' ? 'key' : actor.role,
    action: record.action,
    target: storableText(record.target.slice(0, 200)),
    input: redacted(record.input),
    before: redacted(record.before),
    after: redacted(record.after),
    outcome: record.outcome,
    msg: storableText(record.msg.slice(0, 200)),
    ip: record.ip,
  });
}

type ListInput = z.output<typeof auditListInput>;

/** Newest first, filtered by actor, action (a prefix: "operator/deposit"), outcome and UTC dates (to inclusive). */
export async function listAudit(db: Database, input: ListInput): Promise<{ items: AuditEntry[]; total: number }> {
  const where: SQL[] = [];
  if (input.actor) where.push(sql`lower(${auditLog.actor}) = ${input.actor.toLowerCase()}`);
  if (input.action) where.push(sql`${auditLog.action} like ${`${input.action.replace(/[%_\\]/g, '\\$&')}%`}`);
  if (input.outcome) where.push(eq(auditLog.outcome, input.outcome));
  if (input.from) where.push(gte(auditLog.at, new Date(`${input.from}T00:00:00Z`)));
  if (input.to) where.push(lt(auditLog.at, new Date(new Date(`${input.to}T00:00:00Z`).getTime() + 86_400_000)));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(desc(auditLog.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(condition),
  ]);
  return {
    total: count?.n ?? 0,
    items: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actor: r.actor,
      role: r.role,
      action: r.action,
      target: r.target,
      input: r.input,
      before: r.before,
      after: r.after,
      outcome: r.outcome as AuditEntry['outcome'],
      msg: r.msg,
      ip: r.ip,
    })),
  };
}
