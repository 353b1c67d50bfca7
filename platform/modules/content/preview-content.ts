import { asc, eq } from 'drizzle-orm';
import { draftDocumentSchemas, type DraftKind, type PreviewContentOutput } from '@/lib/contracts/content-drafts';
import type { Database } from '../../db/connection';
import { contacts, dashboardPopups, seoFooter, seoMeta } from '../../db/schema-catalog';
import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import { listBanners, toPopupEntry } from '../catalog';
import { sanitizeContent, readConfigValues, termsConfigKey } from '../common';
import { livePreview, staffSessionPolicy } from '../staff';
import { contactSetting } from './contacts';
import { listDrafts } from './draft-store';
import { readHelpTopics, withHelpTopic } from './help-topics';
import { popupValues } from './popups';

/**
 * preview/content: the site's preview mode asks, with the console's preview key, for one page's
 * content "with drafts": every draft laid over what is published, in the very shapes members'
 * readers answer (common/banner, common/dashboard's pop-ups, the help topics, the contact file,
 * the SEO files, the terms setting). Without a live key it answers message-key-not-match and
 * nothing else; members' readers never come here.
 */
export const previewContent: Handler<'preview/content'> = async ({ key, content, currency, country }, ctx) => {
  const { db, env, now } = ctx;
  if (!(await livePreview(db, key, now, staffSessionPolicy(env))).ok) return fail('message-key-not-match', { httpStatus: 403 });
  if ((content === 'home' || content === 'help' || content === 'terms') && !currency) return fail('invalid_currency', { httpStatus: 400 });
  if (content === 'contact' && !country) return fail('invalid_country', { httpStatus: 400 });
  const out: PreviewContentOutput = {};
  if (content === 'home') {
    out.banners = await listBanners(db, env, currency!, now, { drafts: true });
    out.popups = (await popupsWithDrafts(db, currency!)).map((p) => toPopupEntry(env, p));
  }
  if (content === 'help') out.helpTopics = await helpWithDrafts(db);
  if (content === 'contact') out.contact = await contactWithDraft(db, country!);
  if (content === 'seo') Object.assign(out, await seoWithDrafts(db));
  if (content === 'terms') out.terms = await termsWithDraft(db, currency!);
  return ok(out);
};

/** A kind's drafts, each document parsed by its save schema (one that no longer parses is left out). */
async function draftsOf<K extends DraftKind>(db: Database, kind: K) {
  const drafts = await listDrafts(db, kind);
  return drafts.flatMap((d) => {
    const parsed = draftDocumentSchemas[kind].safeParse(d.document);
    return parsed.success ? [{ key: d.key, document: parsed.data as (typeof draftDocumentSchemas)[K]['_output'] }] : [];
  });
}

/** Pop-ups of a currency with drafts: an edit replaces its pop-up, a new one comes after (negative id until published). */
async function popupsWithDrafts(db: Database, currency: string) {
  const [rows, drafts] = await Promise.all([db.select().from(dashboardPopups).orderBy(asc(dashboardPopups.id)), draftsOf(db, 'popup')]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  let fresh = 0;
  for (const { document } of drafts) {
    const id = document.id ?? --fresh;
    byId.set(id, { id, ...popupValues(document) });
  }
  return [...byId.values()]
    .filter((p) => p.currency === currency && p.enabled)
    .sort((a, b) => (a.id < 0 !== b.id < 0 ? (a.id < 0 ? 1 : -1) : Math.abs(a.id) - Math.abs(b.id)));
}

async function helpWithDrafts(db: Database) {
  let topics = await readHelpTopics(db);
  for (const { document } of await draftsOf(db, 'help')) topics = withHelpTopic(topics, document).next;
  return topics;
}

async function contactWithDraft(db: Database, country: string) {
  const [[row], drafts] = await Promise.all([
    db.select({ setting: contacts.setting, data: contacts.data }).from(contacts).where(eq(contacts.countryCode, country)),
    draftsOf(db, 'contact'),
  ]);
  const draft = drafts.find((d) => d.key === country)?.document;
  if (draft) return { setting: contactSetting(draft.data), data: draft.data };
  return { setting: row?.setting ?? {}, data: row?.data ?? {} };
}

async function seoWithDrafts(db: Database): Promise<Pick<PreviewContentOutput, 'seoFooter' | 'seoMeta'>> {
  const [footerRows, metaRows, footerDrafts, metaDrafts] = await Promise.all([
    db.select().from(seoFooter).orderBy(asc(seoFooter.category), asc(seoFooter.lang)),
    db.select().from(seoMeta).orderBy(asc(seoMeta.language), asc(seoMeta.routeKey)),
    draftsOf(db, 'seo-footer'),
    draftsOf(db, 'seo-meta'),
  ]);
  const footer = new Map(footerRows.map((f) => [`${f.category}:${f.lang}`, { category: f.category, lang: f.lang, content: f.content }]));
  for (const { key, document: d } of footerDrafts) {
    if (d.remove) footer.delete(key);
    else footer.set(key, { category: d.category, lang: d.lang, content: sanitizeContent(d.content) });
  }
  const meta = new Map(metaRows.map((m) => [`${m.routeKey}:${m.language}`, m]));
  for (const { key, document: d } of metaDrafts) {
    if (d.remove) meta.delete(key);
    else meta.set(key, { language: d.language, routeKey: d.routeKey, display: d.display, title: d.title, description: d.description });
  }
  // Per language, English first and the language's own entries over it (as the published files are built).
  const perLanguage: Record<string, Record<string, { display: string; title: string; description: string }>> = {};
  for (const m of [...meta.values()].sort((a, b) => (a.language === 'en' ? -1 : 0) - (b.language === 'en' ? -1 : 0))) {
    perLanguage[m.language] ??= {};
    perLanguage[m.language]![m.routeKey] = { display: m.display, title: m.title, description: m.description };
  }
  const english = perLanguage.en ?? {};
  for (const language of Object.keys(perLanguage)) perLanguage[language] = { ...english, ...perLanguage[language] };
  return { seoFooter: [...footer.values()], seoMeta: perLanguage };
}

/** The currency's own draft, else its own setting, else the shared draft, else the shared setting. */
async function termsWithDraft(db: Database, currency: string) {
  const own = termsConfigKey(currency);
  const [values, drafts] = await Promise.all([readConfigValues(db, ['tac', own]), draftsOf(db, 'terms')]);
  const draftOf = (key: string) => drafts.find((d) => d.key === key)?.document;
  const pick = draftOf(currency) ?? (values[own] as { version: string; expiryDays: number } | undefined) ?? draftOf('shared') ?? values.tac;
  const { version, expiryDays } = pick as { version: string; expiryDays: number };
  return { version, expiryDays };
}
