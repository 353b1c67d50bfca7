import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { siteConfig } from '../db/schema';
import { banners, contacts, dashboardPopups, games, maintenance, providers, seoFooter, seoMeta, seoScript } from '../db/schema-catalog';
import { seedBanners, seedCatalogConfig, seedContacts, seedDashboardPopups } from './catalog-content';
import { generateGames, generateMaintenance, generateProviders, type CatalogSize } from './catalog-games';
import { seedSeoFooter, seedSeoMeta, seedSeoScript } from './catalog-seo';

export type { CatalogSize } from './catalog-games';

/** One multi-row INSERT per batch: 500 games × 20 columns stays far below PostgreSQL's 65,535 parameters. */
const BATCH = 500;

/**
 * Seeds the demo catalogue once. After the first seed the catalogue belongs to the operator:
 * a later start skips it entirely (one cheap query), so deleting a game is not undone by a
 * restart and startup stays ~0 ms. All of it runs in one transaction, so a crash halfway
 * leaves no half-seeded catalogue behind to be mistaken for a finished one.
 */
export async function seedCatalog(db: Database, options: { size?: CatalogSize } = {}): Promise<{ seeded: boolean }> {
  const existing = await db.execute(sql`select 1 from ${providers} limit 1`);
  if (rowCount(existing) > 0) return { seeded: false };

  await db.transaction(async (tx) => {
    // Another process may have seeded between our check and this transaction (PGlite has one
    // process; PostgreSQL callers hold the startup lock), so the inserts still tolerate conflicts.
    await tx.insert(providers).values(generateProviders()).onConflictDoNothing();
    const rows = generateGames(options.size ?? 'full');
    for (let i = 0; i < rows.length; i += BATCH) {
      await tx
        .insert(games)
        .values(rows.slice(i, i + BATCH))
        .onConflictDoNothing();
    }
    await tx.insert(maintenance).values(generateMaintenance()).onConflictDoNothing();
    await tx.insert(banners).values(seedBanners).onConflictDoNothing();
    await tx.insert(dashboardPopups).values(seedDashboardPopups).onConflictDoNothing();
    await tx.insert(contacts).values(seedContacts).onConflictDoNothing();
    await tx.insert(seoMeta).values(seedSeoMeta).onConflictDoNothing();
    await tx.insert(seoFooter).values(seedSeoFooter).onConflictDoNothing();
    await tx.insert(seoScript).values(seedSeoScript).onConflictDoNothing();
    await tx
      .insert(siteConfig)
      .values(Object.entries(seedCatalogConfig).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing();
  });
  return { seeded: true };
}

/** PGlite and node-postgres both answer execute() with { rows }. */
function rowCount(result: unknown): number {
  return (result as { rows?: unknown[] }).rows?.length ?? 0;
}
