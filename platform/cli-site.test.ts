import { cliRunner } from './testing/cli-runner';
import { testPlatform, type TestPlatform } from './test-support';

/** The site-settings commands against a test platform. */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform();
});
afterAll(() => platform.close());

const run = cliRunner(() => platform);

describe('operator CLI: site settings', () => {
  it('shows and replaces the search-engine whitelist', async () => {
    expect(await run(['seo-domains'])).toMatchObject({ code: 0, out: ['localhost  index off'] });
    expect(await run(['seo-domains-set', 'casino.example=on', 'localhost=off'])).toMatchObject({
      code: 0,
      out: ['casino.example  index on\nlocalhost  index off'],
    });
    expect((await run(['seo-domains-set', 'bad_domain=on'])).code).toBe(1);
    expect((await run(['seo-domains-set', 'casino.example'])).code).toBe(2);
  });

  it('turns maintenance on and off and replaces the restricted lists, keeping the rest', async () => {
    const on = await run(['maintenance', 'on', '600', '198.51.100.0/24']);
    expect(on.code).toBe(0);
    expect(on.out[0]).toContain('maintenance: on (Retry-After 600 s)');
    expect(on.out[0]).toContain('allowed during maintenance: 198.51.100.0/24');
    const restricted = await run(['restrict', 'countries', 'US', 'gb']);
    expect(restricted.out[0]).toContain('restricted countries: US, GB');
    expect(restricted.out[0]).toContain('maintenance: on');
    const off = await run(['maintenance', 'off']);
    expect(off.out[0]).toContain('maintenance: off');
    expect(off.out[0]).toContain('allowed during maintenance: 198.51.100.0/24');
    expect((await run(['restrict', 'ips', 'nonsense'])).code).toBe(1);
    expect((await run(['site-access'])).out[0]).toContain('restricted addresses: none');
  });
});
