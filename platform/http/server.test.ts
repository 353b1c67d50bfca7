import { sql } from 'drizzle-orm';
import { DEFAULT_FAILURE } from '@/lib/contracts/envelope';
import { testPlatform, type TestPlatform } from '../test-support';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform();
});
afterAll(() => platform.close());

describe('POST /api/{endpoint}', () => {
  it('answers an unknown endpoint with 404 naming it', async () => {
    const res = await platform.call('nope/nothing');
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({ status: false, code: 404, msg: 'Unknown endpoint: nope/nothing' });
  });

  it('does not treat prototype keys as endpoints', async () => {
    const res = await platform.call('constructor');
    expect(res.statusCode).toBe(404);
  });

  it('names the invalid field and the translation key of the reason', async () => {
    const res = await platform.call('auth/register', {
      username: 'ab',
      password: 'Abc@12345',
      mobileno: '60-0123456789',
      countryCode: 'MY',
      language: 'en',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ status: false, code: 400, msg: 'username: error_minlength' });
    expect(res.body.output).toEqual({ errors: { username: 'error_minlength' } });
  });

  it('reports a missing field as error_required', async () => {
    const res = await platform.call('auth/login', { username: 'someone' });
    expect(res.statusCode).toBe(400);
    expect(res.body.msg).toBe('password: error_required');
  });

  it('accepts no body, an empty JSON body or {} for endpoints without input', async () => {
    expect((await platform.call('common/status-list')).statusCode).toBe(200);
    expect((await platform.call('common/status-list', {})).statusCode).toBe(200);
    const empty = await platform.app.inject({
      method: 'POST',
      url: '/api/common/status-list',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(200);
  });

  it('refuses unexpected fields for endpoints without input', async () => {
    const res = await platform.call('common/status-list', { surprise: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.body.msg).toBe('surprise: error_unknown');
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await platform.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, code: 400 });
  });

  it('refuses bodies over API_BODY_LIMIT_BYTES (1 MB by default) with a 413 envelope', async () => {
    const res = await platform.call('auth/login', { username: 'x'.repeat(1024 * 1024 + 1), password: 'x' });
    expect(res.statusCode).toBe(413);
    expect(res.body).toMatchObject({ status: false, code: 413 });
  });

  it('answers 401 not_logged_in for a member endpoint without a session', async () => {
    const res = await platform.call('member/profile');
    expect(res.statusCode).toBe(401);
    expect(res.body).toEqual({ status: false, code: 401, msg: 'not_logged_in' });
  });

  it('answers 401 for an unknown session token and clears the cookie', async () => {
    const res = await platform.call('member/profile', undefined, { sid: 'forged-token' });
    expect(res.statusCode).toBe(401);
    expect(res.sid).toBe('');
  });

  it('turns an unexpected failure into a 500 with the default failure, never HTML', async () => {
    await platform.db.execute(sql`update site_config set value = '123'::jsonb where key = 'logo'`);
    try {
      const res = await platform.call('general/config');
      expect(res.statusCode).toBe(500);
      expect(res.response.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toEqual({ ...DEFAULT_FAILURE });
    } finally {
      await platform.db.execute(
        sql`update site_config set value = ${JSON.stringify({ favicon: '/brand/favicon.svg', desktop: '/brand/logo-desktop.svg', mobile: '/brand/logo-mobile.svg' })}::jsonb where key = 'logo'`,
      );
    }
  });
});

describe('other routes', () => {
  it.each(['GET', 'PUT', 'DELETE'] as const)('answers %s on /api/* with 405 JSON', async (method) => {
    const res = await platform.app.inject({ method, url: '/api/general/config' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.json()).toMatchObject({ status: false, code: 405 });
  });

  it('reports health', async () => {
    const res = await platform.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true });
  });

  it('answers wallet callbacks for a provider no adapter is registered under with the JSON 404', async () => {
    const res = await platform.app.inject({
      method: 'POST',
      url: '/provider/nobody/wallet/bet',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: false, code: 404 });
  });

  it('answers unknown paths with JSON 404', async () => {
    const res = await platform.app.inject({ method: 'GET', url: '/nowhere' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: false, code: 404 });
  });
});
