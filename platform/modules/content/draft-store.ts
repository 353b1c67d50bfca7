import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Draft, DraftKind } from '@/lib/contracts/content-drafts';
import type { Database } from '../../db/connection';
import { siteConfig } from '../../db/schema';
import { contentDrafts } from '../../db/schema-drafts';
import type { OperatorActor } from '../../endpoints/context';
import { CONTENT_REVISION_KEY } from '../catalog';

/** The one store of drafts for every kind of content (platform/db/schema-drafts.ts). */

type Row = typeof contentDrafts.$inferSelect;

export const actorName = (actor: OperatorActor) => (actor.kind === 'staff' ? actor.username : 'operator-key');

/** A key for something that has none until it is published (a new pop-up, a message). */
export const newDraftKey = () => `new-${randomUUID().slice(0, 8)}`;

const toDraft = (row: Row): Draft => ({
  key: row.key,
  document: row.document,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy,
});

export async function listDrafts(db: Database, kind: DraftKind): Promise<Draft[]> {
  const rows = await db.select().from(contentDrafts).where(eq(contentDrafts.kind, kind)).orderBy(asc(contentDrafts.key));
  return rows.map(toDraft);
}

export async function readDraft(db: Database, kind: DraftKind, key: string): Promise<Draft | undefined> {
  const [row] = await db
    .select()
    .from(contentDrafts)
    .where(and(eq(contentDrafts.kind, kind), eq(contentDrafts.key, key)));
  return row ? toDraft(row) : undefined;
}

/** Writes (or replaces) a draft; answers the one it replaced, for the audit log. */
export async function writeDraft(
  db: Database,
  draft: { kind: DraftKind; key: string; document: Record<string, unknown>; now: Date; by: string },
): Promise<Draft | undefined> {
  const before = await readDraft(db, draft.kind, draft.key);
  const values = { kind: draft.kind, key: draft.key, document: draft.document, updatedAt: draft.now, updatedBy: draft.by };
  await db
    .insert(contentDrafts)
    .values(values)
    .onConflictDoUpdate({ target: [contentDrafts.kind, contentDrafts.key], set: values });
  return before;
}

/** Removes a draft; answers it (undefined: there was none). */
export async function deleteDraft(db: Database, kind: DraftKind, key: string): Promise<Draft | undefined> {
  const [row] = await db
    .delete(contentDrafts)
    .where(and(eq(contentDrafts.kind, kind), eq(contentDrafts.key, key)))
    .returning();
  return row ? toDraft(row) : undefined;
}

/** A new content revision: the next catalogue publish moves version.json on even when no file changed. */
export async function bumpContentRevision(db: Database, now: Date): Promise<void> {
  const value = `${now.toISOString()}#${randomUUID().slice(0, 8)}`;
  await db.insert(siteConfig).values({ key: CONTENT_REVISION_KEY, value }).onConflictDoUpdate({ target: siteConfig.key, set: { value } });
}
