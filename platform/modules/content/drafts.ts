import { draftDocumentSchemas, type ContentDraftKind, type DraftDocument } from '@/lib/contracts/content-drafts';
import type { OperatorContext } from '../../endpoints/context';
import type { Handler } from '../../endpoints/handler';
import { fail, ok, type HandlerResult } from '../../endpoints/result';
import { republishCatalog } from '../catalog';
import { operatorMessageSend } from '../inbox';
import { operatorContactSave, refuseContact } from './contacts';
import { actorName, bumpContentRevision, deleteDraft, listDrafts, newDraftKey, readDraft, writeDraft } from './draft-store';
import { operatorHelpTopicSave } from './help-topics';
import { operatorPopupSave, refusePopup } from './popups';
import { operatorSeoFooterSave, operatorSeoMetaSave, operatorSeoScriptSave } from './seo';
import { operatorTermsSet } from './terms';

/**
 * Draft → publish for every kind of operator content (docs/console.md, "Drafts"). A draft is the
 * kind's save input, checked when it is saved as the save would check it; publishing replays it
 * through that save (so its sanitising, writing and before/after audit are the ones the live save
 * has), drops the draft, and republishes the catalogue with a new content revision: the public
 * files are written and version.json moves on. Members' readers never look at drafts.
 */

type KindRules<K extends ContentDraftKind> = {
  /** the draft's key within its kind; `given` is a key the console already holds (a new pop-up's) */
  keyOf(document: DraftDocument<K>, given?: string): string;
  /** refusals a save would give, answered when the draft is saved rather than at publish */
  refuse?(document: DraftDocument<K>, ctx: OperatorContext): Promise<string | null> | string | null;
  /** the live save the draft is published through */
  publish(document: DraftDocument<K>, ctx: OperatorContext): Promise<HandlerResult<unknown>>;
};

const KINDS: { [K in ContentDraftKind]: KindRules<K> } = {
  popup: {
    // A published pop-up's draft is keyed by its id; a new one by a key of its own until publish numbers it.
    keyOf: (doc, given) => (doc.id !== undefined ? String(doc.id) : given?.startsWith('new-') ? given : newDraftKey()),
    refuse: refusePopup,
    publish: operatorPopupSave,
  },
  help: { keyOf: (doc) => doc.slug, publish: operatorHelpTopicSave },
  contact: { keyOf: (doc) => doc.countryCode.toUpperCase(), refuse: refuseContact, publish: operatorContactSave },
  'seo-meta': { keyOf: (doc) => `${doc.routeKey}:${doc.language}`, publish: operatorSeoMetaSave },
  'seo-footer': { keyOf: (doc) => `${doc.category}:${doc.lang}`, publish: operatorSeoFooterSave },
  'seo-script': { keyOf: () => 'site', publish: operatorSeoScriptSave },
  terms: { keyOf: (doc) => doc.currency ?? 'shared', publish: operatorTermsSet },
};

/** The rules of one kind, typed loosely: the contract has already matched the document to its kind. */
const rulesOf = (kind: ContentDraftKind) => KINDS[kind] as unknown as KindRules<ContentDraftKind>;

export const operatorContentDrafts: Handler<'operator/content-drafts'> = async ({ kind }, { db }) => ok(await listDrafts(db, kind));

/** operator/content-draft-save: the edit is kept as a draft; members keep seeing what is published. */
export const operatorContentDraftSave: Handler<'operator/content-draft-save'> = async (input, ctx) => {
  const rules = rulesOf(input.kind);
  const document = input.document as DraftDocument<ContentDraftKind>;
  const refused = await rules.refuse?.(document, ctx);
  if (refused) return fail(refused, { httpStatus: 400 });
  const key = rules.keyOf(document, 'key' in input ? input.key : undefined);
  const before = await writeDraft(ctx.db, { kind: input.kind, key, document, now: ctx.now, by: actorName(ctx.operator) });
  ctx.audit({ target: `draft:${input.kind}:${key}`, before: before?.document ?? null, after: document });
  return ok({ kind: input.kind, key });
};

/** operator/content-publish: the draft goes live through its kind's save; the public files and version.json follow. */
export const operatorContentPublish: Handler<'operator/content-publish'> = async ({ kind, key }, ctx) => {
  const draft = await readDraft(ctx.db, kind, key);
  if (!draft) return fail('content_no_draft', { httpStatus: 404 });
  // Stored by this very schema; parsed again so a draft older than a schema change cannot slip through.
  const parsed = draftDocumentSchemas[kind].safeParse(draft.document);
  if (!parsed.success) return fail('content_draft_outdated', { httpStatus: 409 });
  const written = await rulesOf(kind).publish(parsed.data as DraftDocument<ContentDraftKind>, ctx);
  if (!written.ok) return { ...written, httpStatus: written.httpStatus === 200 ? 400 : written.httpStatus };
  await deleteDraft(ctx.db, kind, key);
  await bumpContentRevision(ctx.db, ctx.now);
  const files = await republishCatalog(ctx.db, ctx.env, ctx.storage, { now: ctx.now });
  return ok({ kind, key, version: files.version, published: files.published });
};

/** operator/content-discard: the draft goes; what members see stays as it was. */
export const operatorContentDiscard: Handler<'operator/content-discard'> = async ({ kind, key }, ctx) => {
  const dropped = await deleteDraft(ctx.db, kind, key);
  if (!dropped) return fail('content_no_draft', { httpStatus: 404 });
  ctx.audit({ target: `draft:${kind}:${key}`, before: dropped.document, after: { draft: null } });
  return ok({ kind, key });
};

/* ---------- Inbox messages: composed as a draft, previewed in the console, then sent ---------- */

export const operatorMessageDraftSave: Handler<'operator/message-draft-save'> = async ({ key: given, document }, ctx) => {
  const key = given?.startsWith('new-') ? given : newDraftKey();
  const before = await writeDraft(ctx.db, { kind: 'message', key, document, now: ctx.now, by: actorName(ctx.operator) });
  ctx.audit({ target: `draft:message:${key}`, before: before?.document ?? null, after: document });
  return ok({ kind: 'message' as const, key });
};

/** Sending is the message's publish: operator/message-send with the draft, then the draft goes. */
export const operatorMessageDraftSend: Handler<'operator/message-draft-send'> = async ({ key }, ctx) => {
  const draft = await readDraft(ctx.db, 'message', key);
  if (!draft) return fail('content_no_draft', { httpStatus: 404 });
  const parsed = draftDocumentSchemas.message.safeParse(draft.document);
  if (!parsed.success) return fail('content_draft_outdated', { httpStatus: 409 });
  // Taken first, so two Sends of one draft cannot both deliver it.
  if (!(await deleteDraft(ctx.db, 'message', key))) return fail('content_no_draft', { httpStatus: 404 });
  const sent = await operatorMessageSend(parsed.data, ctx);
  if (!sent.ok) {
    await writeDraft(ctx.db, { kind: 'message', key, document: draft.document, now: ctx.now, by: draft.updatedBy });
    return { ...sent, httpStatus: sent.httpStatus === 200 ? 400 : sent.httpStatus };
  }
  return sent;
};

export const operatorMessageDraftDiscard: Handler<'operator/message-draft-discard'> = async ({ key }, ctx) => {
  const dropped = await deleteDraft(ctx.db, 'message', key);
  if (!dropped) return fail('content_no_draft', { httpStatus: 404 });
  ctx.audit({ target: `draft:message:${key}`, before: dropped.document, after: { draft: null } });
  return ok({ kind: 'message' as const, key });
};
