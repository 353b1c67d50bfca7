import { operatorCall, testPlatform, type TestPlatform } from '../../test-support';

/** The search-engine whitelist and the site access rules: operator reads and saves, the site's decision. */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform();
});
afterAll(() => platform.close());

const PASSWORD = 'Console#Pass2026';
let n = 0;
async function staffSession(role: 'content' | 'support' | 'readonly'): Promise<string> {
  const username = `${role}${Date.now() % 100000}${++n}`;
  expect((await operatorCall(platform, 'staff/create', { username, password: PASSWORD, role })).body.status).toBe(true);
  const login = await platform.call('staff/login', { username, password: PASSWORD });
  return login.response.cookies.find((c) => c.name === 'csid')!.value;
}
const asStaff = <T = unknown>(csid: string, name: string, body?: unknown) =>
  platform.call<T>(name, body, { headers: { cookie: `csid=${csid}` } });

const open = { maintenance: false, retryAfterSeconds: 3600, allowedIps: [], blockedIps: [], blockedCountries: [] };

describe('operator/seo-domains', () => {
  it('reads the seeded whitelist, saves a new one that general/config then carries, and audits it', async () => {
    expect((await operatorCall(platform, 'operator/seo-domains')).body.output).toEqual({
      domains: [{ domain: 'localhost', index: false }],
    });
    const content = await staffSession('content');
    const saved = await asStaff(content, 'operator/seo-domains-save', {
      domains: [
        { domain: ' Casino.Example ', index: true },
        { domain: 'localhost', index: false },
      ],
    });
    expect(saved.body).toMatchObject({
      status: true,
      output: { domains: [{ domain: 'casino.example', index: true }, { domain: 'localhost' }] },
    });
    const config = await platform.call<{ whitelist: unknown }>('general/config');
    expect(config.body.output!.whitelist).toEqual([
      { domain: 'casino.example', index: true },
      { domain: 'localhost', index: false },
    ]);
    const log = await operatorCall<{ items: Array<{ target: string; before: unknown; after: unknown }> }>(platform, 'staff/audit-log', {
      action: 'operator/seo-domains-save',
    });
    expect(log.body.output!.items[0]).toMatchObject({
      target: 'seo whitelist',
      before: [{ domain: 'localhost', index: false }],
      after: [
        { domain: 'casino.example', index: true },
        { domain: 'localhost', index: false },
      ],
    });
  });

  it('refuses a malformed or duplicate domain, and a role that may not edit content', async () => {
    const bad = await operatorCall(platform, 'operator/seo-domains-save', { domains: [{ domain: 'https://x.example/', index: true }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.msg).toMatch(/domain/);
    const twice = await operatorCall(platform, 'operator/seo-domains-save', {
      domains: [
        { domain: 'a.example', index: true },
        { domain: 'A.example', index: false },
      ],
    });
    expect(twice.statusCode).toBe(400);
    const support = await staffSession('support');
    expect((await asStaff(support, 'operator/seo-domains-save', { domains: [] })).statusCode).toBe(403);
    const readonly = await staffSession('readonly');
    expect((await asStaff(readonly, 'operator/seo-domains')).body.status).toBe(true);
  });
});

describe('operator/site-access and site/access', () => {
  afterEach(async () => {
    await operatorCall(platform, 'operator/site-access-save', open);
  });

  it('is open by default', async () => {
    expect((await operatorCall(platform, 'operator/site-access')).body.output).toEqual(open);
    expect((await platform.call('site/access', { country: 'MY' }, { ip: '203.0.113.7' })).body.output).toEqual({ state: 'open' });
  });

  it('answers maintenance with its wait to everyone but the allowed addresses', async () => {
    const saved = await operatorCall(platform, 'operator/site-access-save', {
      ...open,
      maintenance: true,
      retryAfterSeconds: 900,
      allowedIps: ['198.51.100.0/24', '198.51.100.0/24'],
    });
    expect(saved.body.output).toMatchObject({ maintenance: true, allowedIps: ['198.51.100.0/24'] });
    expect((await platform.call('site/access', {}, { ip: '203.0.113.7' })).body.output).toEqual({
      state: 'maintenance',
      retryAfterSeconds: 900,
    });
    expect((await platform.call('site/access', { country: null }, { ip: '198.51.100.20' })).body.output).toEqual({ state: 'open' });
  });

  it('restricts blocked addresses and countries, audits the change and refuses malformed rules', async () => {
    await operatorCall(platform, 'operator/site-access-save', { ...open, blockedIps: ['203.0.113.7'], blockedCountries: ['us'] });
    expect((await platform.call('site/access', {}, { ip: '203.0.113.7' })).body.output).toEqual({ state: 'restricted' });
    expect((await platform.call('site/access', { country: 'US' }, { ip: '203.0.113.8' })).body.output).toEqual({ state: 'restricted' });
    expect((await platform.call('site/access', { country: 'MY' }, { ip: '203.0.113.8' })).body.output).toEqual({ state: 'open' });
    const log = await operatorCall<{ items: Array<{ target: string; after: unknown }> }>(platform, 'staff/audit-log', {
      action: 'operator/site-access-save',
    });
    expect(log.body.output!.items[0]).toMatchObject({ target: 'site access', after: { blockedCountries: ['US'] } });

    const badIp = await operatorCall(platform, 'operator/site-access-save', { ...open, blockedIps: ['300.1.1.1'] });
    expect(badIp.statusCode).toBe(400);
    const badCountry = await operatorCall(platform, 'operator/site-access-save', { ...open, blockedCountries: ['USA'] });
    expect(badCountry.statusCode).toBe(400);
    const shortWait = await operatorCall(platform, 'operator/site-access-save', { ...open, retryAfterSeconds: 5 });
    expect(shortWait.statusCode).toBe(400);
    expect((await platform.call('site/access', { country: 'Narnia' })).statusCode).toBe(400);
  });
});
