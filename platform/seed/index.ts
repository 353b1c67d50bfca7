import type { Database } from '../db/connection';
import { categorySettings, constants, countries, moduleSettings, siteConfig, statuses } from '../db/schema';
import { seedCatalog, type CatalogSize } from './catalog';
import { seedOpeningBalances, seedOperatorBanks } from '../modules/wallet';
import { demoMembers, seedDemoMembers } from './demo-members';
import { seedPromotions } from './promotions';
import { seedHelpTopics } from './help-topics';
import { seedLoyalty } from './loyalty';
import { chatTopics } from '../db/schema-chat';
import { seedChatTopics } from './chat-topics';
import { seedCategorySettings, seedConstants, seedCountries, seedModuleSettings, seedSiteConfig, seedStatuses } from './reference-data';

/**
 * Runs at every start. Inserts only what is missing (ON CONFLICT DO NOTHING), so
 * it is idempotent and never overwrites what an operator changed since.
 */
export async function seedDatabase(
  db: Database,
  now: Date = new Date(),
  options: { catalogSize?: CatalogSize; demoContent?: boolean } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(countries).values(seedCountries).onConflictDoNothing();
    await tx.insert(statuses).values(seedStatuses).onConflictDoNothing();
    await tx
      .insert(siteConfig)
      .values(Object.entries(seedSiteConfig).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing();
    await tx.insert(moduleSettings).values(seedModuleSettings).onConflictDoNothing();
    await tx.insert(categorySettings).values(seedCategorySettings).onConflictDoNothing();
    await tx.insert(constants).values(seedConstants).onConflictDoNothing();
    // Help topics join later than the catalogue: inserted when absent, also into older databases.
    await tx.insert(siteConfig).values({ key: 'helpTopics', value: seedHelpTopics }).onConflictDoNothing();
    await tx.insert(chatTopics).values(seedChatTopics).onConflictDoNothing();
  });
  // After the reference data: contacts refer to countries, game categories to category settings.
  await seedCatalog(db, { size: options.catalogSize });
  // Demo content only (production has it only with DEMO_CONTENT=true): made-up receiving banks,
  // members with known passwords, and money they never deposited.
  if (options.demoContent === false) return;
  // The demo receiving banks for bank-transfer deposits (two per currency).
  await seedOperatorBanks(db);
  // Outside the transaction: hashing takes a while and needs no lock.
  await seedDemoMembers(db, now);
  // Ledger entries with fixed idempotency keys: credited once, however often the platform starts.
  await seedOpeningBalances(
    db,
    demoMembers.map((m) => m.username),
  );
  // After the demo members: the newcomer offer is for members who registered after them.
  await seedPromotions(db, now);
  // VIP tiers, referral commission and daily tasks for MYR and THB.
  await seedLoyalty(db);
}

export { demoMembers, describeDemoLogins } from './demo-members';
