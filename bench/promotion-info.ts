/**
 * promotion/info with 200 published promotions in one currency, see bench/README.md:
 *   npx tsx bench/promotion-info.ts [--promotions 200] [--calls 500]
 *   DATABASE_URL=postgres://… npx tsx bench/promotion-info.ts     (a throw-away database is created and dropped)
 *
 * Starts the platform in this process (PGlite in memory from the test snapshot, or PostgreSQL),
 * adds 200 published MYR promotions with content in six languages, gives one member claims of
 * some of them, then calls POST /api/promotion/info through app.inject, 500 times as a visitor and
 * 500 times as that member (whose answer carries per-promotion eligibility), each with every
 * language and with one (`language`: what a page asks for), and prints p50/p95/max. The budget is
 * 20 ms p95 on PGlite.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { promotions } from '../platform/db/schema-promotions';
import { members } from '../platform/db/schema';
import { claimPromotion } from '../platform/modules/promotions';
import { testPlatform, registerMember, type TestPlatform } from '../platform/test-support';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? Number(process.argv[at + 1]) : fallback;
}

const LANGUAGES = ['en', 'zh', 'ms', 'th', 'vi', 'id'];
/** About what the demo promotions carry per language: an intro paragraph and five terms. */
const CONTENT = `<p>${'Claim your bonus and play the reels. '.repeat(8)}</p><h3>Significant terms</h3><ul>${'<li>Wager 5× the bonus before it converts to cash; slots count 100 %, live casino 10 %.</li>'.repeat(5)}</ul>`;

async function addPromotions(platform: TestPlatform, count: number): Promise<number[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    cmsId: 1000 + i,
    kind: 'fixed' as const,
    state: 'published' as const,
    currency: 'MYR',
    cmsCategoryIds: [1 + (i % 3)],
    languages: Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        {
          title: `Bench offer ${i} (${language})`,
          summary: 'A bench promotion',
          content: CONTENT,
          image: `media/promotions/bench-${i}.svg`,
        },
      ]),
    ),
    amount: 1000n,
    wageringMultiplier: 5,
    contributions: { slots: 100, 'live-casino': 10 },
    otherContribution: 0,
    maxBet: 500n,
    expiryDays: 7,
    maxClaimsPerMember: 3,
    sort: 100 + i,
  }));
  const inserted = await platform.db.insert(promotions).values(rows).returning({ id: promotions.id });
  return inserted.map((r) => r.id);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(platform: TestPlatform, calls: number, sid: string | undefined, language: string | undefined) {
  const times: number[] = [];
  let last = '';
  for (let i = 0; i < calls + 20; i++) {
    const started = performance.now();
    const response = await platform.app.inject({
      method: 'POST',
      url: '/api/promotion/info',
      headers: sid ? { cookie: `sid=${sid}` } : {},
      payload: { currency: 'MYR', ...(language ? { language } : {}) },
    });
    const elapsed = performance.now() - started;
    // Only the envelope's head is checked per call: parsing a megabyte each time would put the
    // bench's own garbage into the platform's timings. The last answer is read whole below.
    if (!response.body.startsWith('{"status":true')) throw new Error(`promotion/info: ${response.body.slice(0, 200)}`);
    // The first calls warm the JIT and the caches; they are not counted.
    if (i >= 20) times.push(elapsed);
    last = response.body;
  }
  const count = JSON.parse(last).output.promotions.length as number;
  const bytes = Buffer.byteLength(last);
  times.sort((a, b) => a - b);
  return { count, bytes, p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1]! };
}

async function main() {
  const count = option('promotions', 200);
  const calls = option('calls', 500);
  const platform = await testPlatform({ logger: false });
  try {
    const ids = await addPromotions(platform, count);
    const { sid, profile } = await registerMember(platform);
    const [member] = await platform.db.select().from(members).where(eq(members.id, profile.id));
    // Claims of a few promotions, so the member's answer has real per-promotion counts to join.
    for (const id of ids.slice(0, 3)) {
      const [promotion] = await platform.db.select().from(promotions).where(eq(promotions.id, id));
      const claimed = await claimPromotion(platform.db, member!, promotion!, { idempotencyKey: randomUUID() }, new Date());
      if (!claimed.ok) throw new Error(`claim: ${claimed.msg}`);
      await platform.call('promotion/leave', { bonusId: claimed.output.active!.bonusId, idempotencyKey: randomUUID() }, { sid });
    }

    const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)';
    console.log(`promotion/info, ${engine}, ${calls} calls each after 20 warm-up calls`);
    for (const language of [undefined, 'th']) {
      for (const [who, session] of [
        ['visitor', undefined],
        ['member', sid],
      ] as const) {
        const r = await measure(platform, calls, session, language);
        const what = `${who}, ${language ? `language ${language}` : 'all 6 languages'}`.padEnd(28);
        console.log(
          `  ${what} ${r.count} promotions, ${String(Math.round(r.bytes / 1024)).padStart(5)} KiB: p50 ${r.p50.toFixed(2)} ms   p95 ${r.p95.toFixed(2)} ms   max ${r.max.toFixed(2)} ms`,
        );
      }
    }
  } finally {
    await platform.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
