import { parseSiteEnv } from './env';
import { canonicalOrigin } from './site-origin';

const forged = new Headers({ host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });

it('is SITE_URL whatever Host or X-Forwarded-Host the request names', () => {
  expect(canonicalOrigin({ SITE_ENV: 'production', SITE_URL: 'https://casino.example' }, forged)).toBe('https://casino.example');
  expect(canonicalOrigin({ SITE_ENV: 'development', SITE_URL: 'http://localhost:3000' }, forged)).toBe('http://localhost:3000');
});

it('follows the request only outside production, when SITE_URL is unset', () => {
  expect(canonicalOrigin({ SITE_ENV: 'development' }, new Headers({ host: 'localhost:3000' }))).toBe('http://localhost:3000');
  expect(canonicalOrigin({ SITE_ENV: 'staging' }, forged)).toBe('https://evil.example');
  expect(() => canonicalOrigin({ SITE_ENV: 'production' }, forged)).toThrow(/SITE_URL/);
});

it('makes the site refuse to start in production without SITE_URL, and takes only an origin', () => {
  expect(() => parseSiteEnv({ SITE_ENV: 'production' })).toThrow(
    /^Refusing to start in production \(SITE_ENV=production\): SITE_URL is not set/,
  );
  expect(() => parseSiteEnv({ SITE_ENV: 'production', SITE_URL: ' ' })).toThrow(/SITE_URL is not set/);
  expect(parseSiteEnv({ SITE_ENV: 'production', SITE_URL: 'https://Casino.Example/' }).SITE_URL).toBe('https://casino.example');
  expect(parseSiteEnv({ SITE_URL: 'http://localhost:3000' }).SITE_URL).toBe('http://localhost:3000');
  expect(parseSiteEnv({}).SITE_URL).toBeUndefined();
  for (const bad of [
    'casino.example',
    'https://casino.example/en-my',
    'javascript:alert(1)',
    'https://user@casino.example',
    'ftp://casino.example',
  ]) {
    expect(() => parseSiteEnv({ SITE_URL: bad }), bad).toThrow(/SITE_URL/);
  }
});
