import { and, asc, eq } from 'drizzle-orm';
import { categorySettings, countries } from '../../db/schema';
import { seoFooter, seoMeta, seoScript } from '../../db/schema-catalog';
import type { Handler } from '../../endpoints/handler';
import { done, ok } from '../../endpoints/result';
import { sanitizeContent } from '../common';

/**
 * SEO meta (title and description per route and language), the SEO footer (HTML per category and
 * language) and the SEO script (snippets for <head> and <body>). Saving changes the tables; the
 * catalogue publisher writes them to {env}/seo/… on operator/catalog-publish, and the site reads
 * the published files under the catalogue version.
 */

export const operatorSeo: Handler<'operator/seo'> = async (_input, { db }) => {
  const [meta, footer, [script], categoryRows, countryRows] = await Promise.all([
    db.select().from(seoMeta).orderBy(asc(seoMeta.routeKey), asc(seoMeta.language)),
    db.select().from(seoFooter).orderBy(asc(seoFooter.category), asc(seoFooter.lang)),
    db.select().from(seoScript).limit(1),
    db.selectDistinct({ type: categorySettings.type }).from(categorySettings).orderBy(asc(categorySettings.type)),
    db.select({ languages: countries.languages }).from(countries).where(eq(countries.enabled, true)),
  ]);
  return ok({
    meta,
    footer,
    script: { head: script?.head ?? '', body: script?.body ?? '' },
    routeKeys: [...new Set(meta.map((m) => m.routeKey))].sort(),
    categories: categoryRows.map((c) => c.type),
    languages: [...new Set(['en', ...countryRows.flatMap((c) => c.languages.map((l) => l.code))])],
  });
};

export const operatorSeoMetaSave: Handler<'operator/seo-meta-save'> = async (
  { language, routeKey, display, title, description, remove },
  ctx,
) => {
  const key = and(eq(seoMeta.language, language), eq(seoMeta.routeKey, routeKey));
  const [before] = await ctx.db.select().from(seoMeta).where(key);
  const after = remove ? null : { language, routeKey, display, title, description };
  if (after) {
    await ctx.db
      .insert(seoMeta)
      .values(after)
      .onConflictDoUpdate({ target: [seoMeta.language, seoMeta.routeKey], set: { display, title, description } });
  } else {
    await ctx.db.delete(seoMeta).where(key);
  }
  ctx.audit({ target: `seo-meta:${routeKey}:${language}`, before: before ?? null, after });
  return done();
};

export const operatorSeoFooterSave: Handler<'operator/seo-footer-save'> = async ({ category, lang, content, remove }, ctx) => {
  const key = and(eq(seoFooter.category, category), eq(seoFooter.lang, lang));
  const [before] = await ctx.db.select().from(seoFooter).where(key);
  const after = remove ? null : { category, lang, content: sanitizeContent(content) };
  if (after) {
    await ctx.db
      .insert(seoFooter)
      .values(after)
      .onConflictDoUpdate({ target: [seoFooter.category, seoFooter.lang], set: { content: after.content } });
  } else {
    await ctx.db.delete(seoFooter).where(key);
  }
  ctx.audit({ target: `seo-footer:${category}:${lang}`, before: before ?? null, after });
  return done();
};

/** The snippets go into every page as they are (analytics, verification tags): only owner and content may write them, and every change is audited. */
export const operatorSeoScriptSave: Handler<'operator/seo-script-save'> = async ({ head, body }, ctx) => {
  const [before] = await ctx.db.select().from(seoScript).limit(1);
  await ctx.db.insert(seoScript).values({ id: 1, head, body }).onConflictDoUpdate({ target: seoScript.id, set: { head, body } });
  ctx.audit({ target: 'seo-script', before: before ? { head: before.head, body: before.body } : null, after: { head, body } });
  return done();
};
