import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Unpublished edits of the operator's content (docs/console.md, "Drafts"): one row per edited
 * document, keyed by its kind (`popup`, `help`, `contact`, `seo-meta`, `seo-footer`, `seo-script`,
 * `terms`, `message`) and its key within the kind (a pop-up's id, a help page's address, a country
 * code …). `document` is exactly what the kind's save endpoint takes (a removal is one too: a help
 * page with `enabled: false`, an SEO entry with `remove: true`), so publishing replays it through
 * that endpoint's checks and writer. Members' readers never read this table; only the console and
 * the preview reader (for a checked preview key) do.
 */
export const contentDrafts = pgTable(
  'content_drafts',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** the operator's name (or `operator-key`) */
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);
