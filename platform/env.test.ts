import { DEV_OPERATOR_KEY, envWarnings, parseEnv } from './env';

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    expect(parseEnv({})).toMatchObject({
      nodeEnv: 'development',
      host: '127.0.0.1',
      port: 4000,
      databaseUrl: undefined,
      dataDir: '.data',
      pgliteDir: '.data/pglite',
      cookieSecure: false,
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 12,
      operatorKey: DEV_OPERATOR_KEY,
      operatorKeyIsDefault: true,
      loginMaxFailsPerAccount: 5,
      loginMaxFailsPerIp: 20,
      loginWindowMinutes: 15,
    });
  });

  it('makes cookies Secure by default in production, unless told otherwise', () => {
    expect(parseEnv({ NODE_ENV: 'production' }).cookieSecure).toBe(true);
    expect(parseEnv({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
    expect(parseEnv({ COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
  });

  it('treats empty values as unset and coerces numbers', () => {
    expect(parseEnv({ PLATFORM_PORT: '', DATABASE_URL: '', LOGIN_WINDOW_MINUTES: '5' })).toMatchObject({
      port: 4000,
      databaseUrl: undefined,
      loginWindowMinutes: 5,
    });
  });

  it('refuses values it cannot use, naming the variable', () => {
    expect(() => parseEnv({ PLATFORM_PORT: 'eighty' })).toThrow(/PLATFORM_PORT/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
  });

  it('warns when production runs with the dev operator key', () => {
    expect(envWarnings(parseEnv({ NODE_ENV: 'production' })).join(' ')).toMatch(/OPERATOR_KEY/);
    expect(envWarnings(parseEnv({ NODE_ENV: 'production', OPERATOR_KEY: 'a-real-secret' }))).toEqual([]);
  });
});
