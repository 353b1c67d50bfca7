import { readFileSync } from 'node:fs';
import { createPlatform } from './app';
import { parseEnv } from './env';
import {
  REPOSITORY_VALUES,
  SECRETS,
  UnsafeProductionError,
  assertSafeForProduction,
  productionRefusal,
  productionSecretProblems,
} from './production-secrets';

const strong = (seed: string) => `${seed}-${'x'.repeat(40)}`;
const fit = { OPERATOR_KEY: strong('op'), PROVIDER_SECRET: strong('prov'), SESSION_SECRET: strong('sess'), PUSHER_SECRET: strong('rt') };

describe('production secrets', () => {
  it('names every variable that is missing, comes from the repository or is too short', () => {
    expect(
      productionSecretProblems({ PROVIDER_SECRET: 'dev-provider-secret', SESSION_SECRET: 'short', PUSHER_SECRET: 'dev-realtime-secret' }),
    ).toEqual([
      'OPERATOR_KEY is missing',
      'PROVIDER_SECRET equals a value written in the repository',
      'SESSION_SECRET is shorter than 32 bytes',
      'PUSHER_SECRET equals a value written in the repository',
    ]);
    // A Pusher app's own secret (20 characters) is long enough.
    expect(productionSecretProblems({ ...fit, PUSHER_SECRET: 'a1b2c3d4e5f6a7b8c9d0' })).toEqual([]);
    expect(productionSecretProblems(fit)).toEqual([]);
  });

  it('counts bytes, not characters, and needs S3 credentials only with external storage', () => {
    expect(productionSecretProblems({ ...fit, SESSION_SECRET: 'é'.repeat(16) })).toEqual([]);
    expect(productionSecretProblems({ ...fit, S3_ENDPOINT: 'https://s3.example.com' })).toEqual([
      'S3_ACCESS_KEY_ID is missing',
      'S3_SECRET_ACCESS_KEY is missing',
    ]);
    expect(
      productionSecretProblems({
        ...fit,
        S3_ENDPOINT: 'https://s3.example.com',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: strong('s3'),
      }),
    ).toEqual(['S3_ACCESS_KEY_ID equals a value written in the repository']);
  });

  it('needs a real DEMO_PAY_SECRET only when production offers the demo gateway in async mode', () => {
    expect(productionSecretProblems({ ...fit, DEMO_CONTENT: 'true' })).toEqual([]);
    expect(productionSecretProblems({ ...fit, DEMO_PAY_MODE: 'async' })).toEqual([]);
    expect(productionSecretProblems({ ...fit, DEMO_CONTENT: 'true', DEMO_PAY_MODE: 'async' })).toEqual(['DEMO_PAY_SECRET is missing']);
    expect(productionSecretProblems({ ...fit, DEMO_CONTENT: '1', DEMO_PAY_MODE: 'async', DEMO_PAY_SECRET: 'dev-demo-pay-secret' })).toEqual(
      ['DEMO_PAY_SECRET equals a value written in the repository'],
    );
    expect(productionSecretProblems({ ...fit, DEMO_CONTENT: 'yes', DEMO_PAY_MODE: 'async', DEMO_PAY_SECRET: strong('pay') })).toEqual([]);
    // What the platform reads from its environment is what the check is given.
    const env = parseEnv({ SITE_ENV: 'production', DEMO_CONTENT: 'true', DEMO_PAY_MODE: 'async', DEMO_PAY_SECRET: strong('pay') });
    expect(env.givenSecrets).toMatchObject({ DEMO_CONTENT: 'true', DEMO_PAY_MODE: 'async', DEMO_PAY_SECRET: strong('pay') });
    expect(env.demoPay).toMatchObject({ mode: 'async', secret: strong('pay') });
  });

  it('knows every secret value written in .env.example', () => {
    const example = readFileSync(new URL('../.env.example', import.meta.url), 'utf8');
    const names = new Set(SECRETS.map((s) => s.name));
    const written = example
      .split('\n')
      .map((line) => /^([A-Z0-9_]+)=(.*)$/.exec(line.trim()))
      .filter((m): m is RegExpExecArray => m !== null && names.has(m[1]!) && m[2]!.trim() !== '')
      .map((m) => m[2]!.trim().toLowerCase());
    const known = REPOSITORY_VALUES.map((v) => v.toLowerCase());
    for (const value of written) expect(known).toContain(value);
  });

  it('says what to do in one message', () => {
    expect(productionRefusal({})).toMatch(
      /^Refusing to start in production \(SITE_ENV=production\): OPERATOR_KEY is missing; PROVIDER_SECRET is missing; SESSION_SECRET is missing; PUSHER_SECRET is missing\./,
    );
    expect(productionRefusal(fit)).toBeNull();
  });

  it('stops createPlatform before it opens a database or binds a port', async () => {
    const env = parseEnv({ SITE_ENV: 'production', OPERATOR_KEY: 'dev-operator-key' });
    // A data directory that cannot be created proves nothing was opened before the refusal.
    await expect(createPlatform({ env, dataDir: '/proc/no-such-dir' })).rejects.toThrow(UnsafeProductionError);
    await expect(createPlatform({ env, dataDir: '/proc/no-such-dir' })).rejects.toThrow(
      /OPERATOR_KEY equals a value written in the repository/,
    );
  });

  it('refuses the embedded object store: production needs a real S3 bucket', async () => {
    const realS3 = { S3_ENDPOINT: 'https://s3.example.com', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: strong('s3') };
    expect(() => assertSafeForProduction({ production: true, givenSecrets: fit })).toThrow(
      /^Refusing to start in production \(SITE_ENV=production\): S3_ENDPOINT is not set, and the embedded object store is a demo part \(set S3_ENDPOINT/,
    );
    expect(() => assertSafeForProduction({ production: true, givenSecrets: { ...fit, ...realS3 } })).not.toThrow();
    // The demo keeps it.
    expect(() => assertSafeForProduction({ production: false, givenSecrets: {} })).not.toThrow();
    const env = parseEnv({ SITE_ENV: 'production', ...fit });
    await expect(createPlatform({ env, dataDir: '/proc/no-such-dir' })).rejects.toThrow(/S3_ENDPOINT is not set/);
  });

  it('lets development run on the repository values', () => {
    expect(parseEnv({}).production).toBe(false);
    expect(parseEnv({ NODE_ENV: 'production' }).production).toBe(false);
  });
});
