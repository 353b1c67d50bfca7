import { sql } from 'drizzle-orm';
import { minorUnitsOf } from '@/lib/contracts/currencies';
import type { PromotionKind, PromotionText } from '@/lib/contracts/promotions';
import type { Database } from '../db/connection';
import { promoCmsCategories, promoCodes, promotions } from '../db/schema-promotions';
import { escapeXml } from '../modules/catalog';
import {
  CMS_CATEGORY_WORDS,
  PROMOTION_WORDS,
  SEED_LANGUAGES,
  TERM_WORDS,
  type CmsCategoryKey,
  type DemoPromotionKey,
  type SeedLanguage,
} from './promotion-content';
import { seedCountries } from './reference-data';

/**
 * The demo promotions (demo content: never in production without DEMO_CONTENT): five per currency,
 * in every seeded language, with generated banner images (media/promotions/…svg, drawn by the
 * catalogue publisher like the banners) and three CMS categories.
 *
 * - welcome (cmsId 1): the register dialog's cmsID=1 opts a new member in;
 * - deposit match (cmsId 2): 100 % up to 500.00, from 50.00, 5× wagering, slots 100 % and live 10 %,
 *   maximum bet 20.00, 7 days;
 * - WELCOME10 (cmsId 3): a fixed 10.00, 5×, claimed with the code WELCOME10;
 * - newcomer (cmsId 4): only for members who registered after the seed (so the demo members see it
 *   as noneligible: promotion_not_eligible);
 * - weekend (cmsId 5): no Thai entry, so Thai pages do not list it.
 *
 * Amounts are MYR's; other currencies take them times a rough purchasing factor (SGD 1, THB 10,
 * IDR 3,000, VND 5,000) at their own scale. Seeded once, when there are no promotions at all: after
 * that they are the operator's, and a restart never brings back what was changed or removed.
 */
const CURRENCY_FACTOR: Record<string, bigint> = { MYR: 1n, SGD: 1n, THB: 10n, IDR: 3000n, VND: 5000n };

const SLOTS_AND_LIVE = { slots: 100, 'live-casino': 10 };

type DemoPromotion = {
  key: DemoPromotionKey;
  cmsId: number;
  kind: PromotionKind;
  /** MYR cents (scaled per currency). */
  amount?: bigint;
  matchPercent?: number;
  matchCap?: bigint;
  minDeposit?: bigint;
  maxBet: bigint;
  wageringMultiplier: number;
  contributions: Record<string, number>;
  otherContribution: number;
  expiryDays: number;
  categories: CmsCategoryKey[];
  newcomersOnly?: boolean;
  code?: string;
};

const DEMO_PROMOTIONS: DemoPromotion[] = [
  {
    key: 'welcome',
    cmsId: 1,
    kind: 'welcome',
    amount: 20_00n,
    maxBet: 10_00n,
    wageringMultiplier: 5,
    contributions: SLOTS_AND_LIVE,
    otherContribution: 0,
    expiryDays: 7,
    categories: ['welcome'],
  },
  {
    key: 'deposit-match',
    cmsId: 2,
    kind: 'deposit_match',
    matchPercent: 100,
    matchCap: 500_00n,
    minDeposit: 50_00n,
    maxBet: 20_00n,
    wageringMultiplier: 5,
    contributions: SLOTS_AND_LIVE,
    otherContribution: 0,
    expiryDays: 7,
    categories: ['welcome', 'slots'],
  },
  {
    key: 'welcome10',
    cmsId: 3,
    kind: 'fixed',
    amount: 10_00n,
    maxBet: 5_00n,
    wageringMultiplier: 5,
    contributions: SLOTS_AND_LIVE,
    otherContribution: 0,
    expiryDays: 7,
    categories: ['slots'],
    code: 'WELCOME10',
  },
  {
    key: 'newcomer',
    cmsId: 4,
    kind: 'fixed',
    amount: 15_00n,
    maxBet: 10_00n,
    wageringMultiplier: 5,
    contributions: { 'live-casino': 100 },
    otherContribution: 10,
    expiryDays: 3,
    categories: ['live'],
    newcomersOnly: true,
  },
  {
    key: 'weekend',
    cmsId: 5,
    kind: 'fixed',
    amount: 8_00n,
    maxBet: 5_00n,
    wageringMultiplier: 3,
    contributions: { slots: 100 },
    otherContribution: 0,
    expiryDays: 3,
    categories: ['slots'],
  },
];

/** MYR cents in another currency's minor units: times its factor, at its own scale. */
function scaled(myrCents: bigint, currency: string): bigint {
  return (myrCents * (CURRENCY_FACTOR[currency] ?? 1n) * 10n ** BigInt(minorUnitsOf(currency))) / 100n;
}

/** "MYR 1,500.00" / "VND 2,500,000": how the demo texts write an amount. */
function money(minor: bigint, currency: string): string {
  const decimals = minorUnitsOf(currency);
  const digits = minor.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${currency} ${whole}${decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : ''}`;
}

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);

/** The page of one promotion in one language: its intro and the significant terms. */
function textOf(demo: DemoPromotion, currency: string, language: SeedLanguage, image: string): PromotionText | null {
  const words = PROMOTION_WORDS[demo.key][language];
  if (!words) return null;
  const terms = TERM_WORDS[language];
  const values = {
    amount: demo.amount === undefined ? '' : money(scaled(demo.amount, currency), currency),
    cap: demo.matchCap === undefined ? '' : money(scaled(demo.matchCap, currency), currency),
    min: demo.minDeposit === undefined ? '' : money(scaled(demo.minDeposit, currency), currency),
    maxBet: money(scaled(demo.maxBet, currency), currency),
    multiplier: String(demo.wageringMultiplier),
    days: String(demo.expiryDays),
    slots: String(demo.contributions.slots ?? demo.otherContribution),
    live: String(demo.contributions['live-casino'] ?? demo.otherContribution),
    other: String(demo.otherContribution),
  };
  const items = [terms.wagering, terms.contributions, terms.maxBet, terms.expiry, terms.withdrawal];
  const content = [
    `<p>${escapeXml(fill(words.intro, values))}</p>`,
    `<h3>${escapeXml(terms.heading)}</h3>`,
    `<ul>${items.map((item) => `<li>${escapeXml(fill(item, values))}</li>`).join('')}</ul>`,
  ].join('');
  return { title: fill(words.title, values), summary: fill(words.summary, values), content, image };
}

function promotionRow(demo: DemoPromotion, currency: string, categoryIds: Record<CmsCategoryKey, number>, now: Date) {
  const image = `media/promotions/scene-${currency.toLowerCase()}-${demo.key}.webp`;
  const languages: Record<string, PromotionText> = {};
  for (const language of SEED_LANGUAGES) {
    const text = textOf(demo, currency, language, image);
    if (text) languages[language] = text;
  }
  const amount = (cents: bigint | undefined) => (cents === undefined ? null : scaled(cents, currency));
  return {
    cmsId: demo.cmsId,
    kind: demo.kind,
    state: 'published' as const,
    currency,
    cmsCategoryIds: demo.categories.map((c) => categoryIds[c]),
    languages,
    amount: amount(demo.amount),
    matchPercent: demo.matchPercent ?? null,
    matchCap: amount(demo.matchCap),
    minDeposit: amount(demo.minDeposit),
    maxBet: amount(demo.maxBet),
    wageringMultiplier: demo.wageringMultiplier,
    contributions: demo.contributions,
    otherContribution: demo.otherContribution,
    expiryDays: demo.expiryDays,
    sort: demo.cmsId,
    // Members who joined at the seed (the demo members) are before it; everyone after may claim.
    onlyMembersRegisteredAfter: demo.newcomersOnly ? new Date(now.getTime() + 1000) : null,
    createdAt: now,
    updatedAt: now,
  };
}

export async function seedPromotions(db: Database, now: Date): Promise<{ seeded: boolean }> {
  const existing = (await db.execute(sql`select 1 from ${promotions} limit 1`)) as unknown as { rows: unknown[] };
  if (existing.rows.length > 0) return { seeded: false };
  await db.transaction(async (tx) => {
    // Another process may have seeded meanwhile (PostgreSQL callers hold the startup lock; PGlite has one process).
    await tx.execute(sql`lock table ${promotions} in share row exclusive mode`);
    const again = (await tx.execute(sql`select 1 from ${promotions} limit 1`)) as unknown as { rows: unknown[] };
    if (again.rows.length > 0) return;
    const keys = Object.keys(CMS_CATEGORY_WORDS) as CmsCategoryKey[];
    const inserted = await tx
      .insert(promoCmsCategories)
      .values(keys.map((key, sort) => ({ sort, names: { ...CMS_CATEGORY_WORDS[key] } })))
      .returning({ id: promoCmsCategories.id });
    const categoryIds = Object.fromEntries(keys.map((key, i) => [key, inserted[i]!.id])) as Record<CmsCategoryKey, number>;
    const currencies = [...new Set(seedCountries.map((c) => c.currency))];
    const rows = currencies.flatMap((currency) => DEMO_PROMOTIONS.map((demo) => promotionRow(demo, currency, categoryIds, now)));
    const created = await tx
      .insert(promotions)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: promotions.id, cmsId: promotions.cmsId });
    const codes = DEMO_PROMOTIONS.filter((demo) => demo.code).flatMap((demo) =>
      created.filter((p) => p.cmsId === demo.cmsId).map((p) => ({ code: demo.code!, promotionId: p.id, createdAt: now })),
    );
    if (codes.length > 0) await tx.insert(promoCodes).values(codes).onConflictDoNothing();
  });
  return { seeded: true };
}
