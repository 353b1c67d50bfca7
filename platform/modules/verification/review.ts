import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { DocumentDecision, DocumentStatus, OperatorDocument, VerificationStatus } from '@/lib/contracts/verification';
import { members } from '../../db/schema';
import { memberVerification, verificationDocuments } from '../../db/schema-verification';
import type { OperatorContext } from '../../endpoints/context';
import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import { privateObjectUrl } from '../uploads';
import { decisionNotice, noticeSender } from './notices';
import { lockMemberVerification, storeDerivedStatus } from './records';

/** A document link lives long enough for the console's route to fetch it, no longer. */
const LINK_TTL_SECONDS = 60;

const DECIDED: Record<DocumentDecision, Exclude<DocumentStatus, 'pending'>> = {
  approve: 'approved',
  reject: 'rejected',
  resubmit: 'resubmit',
};

const documentColumns = {
  document: verificationDocuments,
  username: members.username,
  memberStatus: sql<VerificationStatus>`coalesce(${memberVerification.status}, 'unverified')`,
};

function toOperatorDocument(row: {
  document: typeof verificationDocuments.$inferSelect;
  username: string;
  memberStatus: VerificationStatus;
}): OperatorDocument {
  const d = row.document;
  return {
    id: d.id,
    memberId: d.memberId,
    username: row.username,
    kind: d.kind,
    contentType: d.contentType,
    sizeBytes: d.sizeBytes,
    status: d.status,
    reason: d.reason,
    createdAt: d.createdAt.toISOString(),
    decidedAt: d.decidedAt ? d.decidedAt.toISOString() : null,
    decidedBy: d.decidedBy,
    memberStatus: row.memberStatus,
  };
}

/** operator/verification-queue: documents by status (pending first by default), oldest first, a page at a time. */
export const operatorVerificationQueue: Handler<'operator/verification-queue'> = async (input, { db }) => {
  const filters: SQL[] = [eq(verificationDocuments.status, input.status)];
  if (input.username) filters.push(sql`lower(${members.username}) = ${input.username.toLowerCase()}`);
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(documentColumns)
      .from(verificationDocuments)
      .innerJoin(members, eq(members.id, verificationDocuments.memberId))
      .leftJoin(memberVerification, eq(memberVerification.memberId, verificationDocuments.memberId))
      .where(where)
      .orderBy(asc(verificationDocuments.createdAt), asc(verificationDocuments.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(verificationDocuments).innerJoin(members, eq(members.id, verificationDocuments.memberId)).where(where),
  ]);
  return ok({ items: rows.map(toOperatorDocument), total: total?.n ?? 0, page: input.page, pageSize: input.pageSize });
};

/**
 * operator/verification-document: a one-minute link to the document's bytes. Only the console's
 * document route asks for it (with the operator's session), fetches it on the server and hands the
 * bytes on; the link never reaches a browser. Audited: who looked at whose identity document.
 */
export const operatorVerificationDocument: Handler<'operator/verification-document'> = async ({ id }, ctx) => {
  const [document] = await ctx.db.select().from(verificationDocuments).where(eq(verificationDocuments.id, id)).limit(1);
  ctx.audit({ target: `verification document #${id}` });
  if (!document) return fail('document_not_found');
  return ok({
    url: privateObjectUrl(ctx.env.sessionSecret, document.objectKey, ctx.now, LINK_TTL_SECONDS),
    contentType: document.contentType,
  });
};

/**
 * operator/verification-decide: approve, reject (with the reason the member reads) or ask for
 * another document. Only a pending document can be decided, once, also when two operators decide
 * it at the same moment. The member's status is derived again in the same transaction; the audit
 * row has the document's and the member's status before and after; once committed the member gets
 * an inbox message and their open pages hear of it.
 */
export const operatorVerificationDecide: Handler<'operator/verification-decide'> = async ({ id, decision, reason }, ctx) => {
  const status = DECIDED[decision];
  const decidedBy = ctx.operator.kind === 'key' ? 'operator-key' : ctx.operator.username;
  type Decided = { document: typeof verificationDocuments.$inferSelect; memberBefore: VerificationStatus; memberAfter: VerificationStatus };
  const result = await ctx.db.transaction(async (tx): Promise<Decided | 'document_not_found' | 'document_not_pending'> => {
    const [document] = await tx.select().from(verificationDocuments).where(eq(verificationDocuments.id, id)).for('update');
    if (!document) return 'document_not_found';
    if (document.status !== 'pending') return 'document_not_pending';
    const memberBefore = await lockMemberVerification(tx, document.memberId, ctx.now);
    await tx
      .update(verificationDocuments)
      .set({ status, reason: decision === 'approve' ? '' : reason, decidedAt: ctx.now, decidedBy })
      .where(eq(verificationDocuments.id, id));
    const derived = await storeDerivedStatus(tx, document.memberId, ctx.now);
    return { document, memberBefore, memberAfter: derived.status };
  });
  if (typeof result === 'string') {
    ctx.audit({ target: `verification document #${id}` });
    return fail(result);
  }
  const { document, memberBefore, memberAfter } = result;
  ctx.audit({
    target: `verification document #${id} (${document.kind}) of member #${document.memberId}`,
    before: { status: 'pending', memberStatus: memberBefore },
    after: { status, reason: decision === 'approve' ? '' : reason, memberStatus: memberAfter },
  });
  await tellMember(ctx, document.memberId, { kind: document.kind, outcome: status, reason, memberStatus: memberAfter });
  const [row] = await ctx.db
    .select(documentColumns)
    .from(verificationDocuments)
    .innerJoin(members, eq(members.id, verificationDocuments.memberId))
    .leftJoin(memberVerification, eq(memberVerification.memberId, verificationDocuments.memberId))
    .where(eq(verificationDocuments.id, id));
  return ok(toOperatorDocument(row!));
};

/** The decision is committed whatever happens here: a message that cannot be written is logged, not an operator's error. */
async function tellMember(ctx: OperatorContext, memberId: number, decision: Parameters<typeof decisionNotice>[1]): Promise<void> {
  const send = noticeSender();
  if (!send) return;
  try {
    const { messageId } = await send(ctx.db, decisionNotice(memberId, decision), ctx.now);
    ctx.realtime.publishToMember(memberId, 'inbox-message', { messageId });
  } catch (error) {
    ctx.log.error({ err: error, memberId }, 'verification: the decision notice was not delivered');
  }
}
