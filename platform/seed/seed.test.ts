import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { restartablePlatform } from '../test-support';

/** Restarting must neither duplicate reference data nor lose what members created. */
let platforms: Awaited<ReturnType<typeof restartablePlatform>>;
beforeAll(async () => {
  platforms = await restartablePlatform();
});
afterAll(() => platforms.remove());

const start = () => platforms.start();

async function counts(db: Database) {
  const result = await db.execute<{ table: string; n: number }>(sql`
    select 'countries' as table, count(*)::int as n from countries
    union all select 'statuses', count(*)::int from statuses
    union all select 'site_config', count(*)::int from site_config
    union all select 'module_settings', count(*)::int from module_settings
    union all select 'category_settings', count(*)::int from category_settings
    union all select 'constants', count(*)::int from constants
    union all select 'members', count(*)::int from members`);
  const rows = (result as unknown as { rows: Array<{ table: string; n: number }> }).rows;
  return Object.fromEntries(rows.map((r) => [r.table, r.n]));
}

// Three starts on a disk database (every migration, then the full seed): a minute or more on a loaded two-core machine.
it('migrates and seeds idempotently, and keeps data across restarts', async () => {
  const first = await start();
  const before = await counts(first.db);
  expect(before).toMatchObject({ countries: 5, statuses: 5, constants: 6, members: 2, category_settings: 30 });
  const reg = await first.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username: 'persist01', password: 'Secret@123', mobileno: '65-12345678', countryCode: 'SG', language: 'zh' },
  });
  expect(reg.json()).toMatchObject({ status: true });
  await first.close();

  const second = await start();
  try {
    expect(await counts(second.db)).toEqual({ ...before, members: 3 });
    const login = await second.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'persist01', password: 'Secret@123' },
    });
    expect(login.json()).toMatchObject({ status: true, output: { currency: 'SGD', language: 'zh' } });
  } finally {
    await second.close();
  }
}, 180_000);
