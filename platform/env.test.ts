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

  it('makes cookies Secure by default in production (SITE_ENV), unless told otherwise', () => {
    expect(parseEnv({ SITE_ENV: 'production' }).cookieSecure).toBe(true);
    // NODE_ENV is the build mode only: `npm start` runs a production build of the demo casino.
    expect(parseEnv({ NODE_ENV: 'production' }).cookieSecure).toBe(false);
    expect(parseEnv({ SITE_ENV: 'production', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
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

  it('keeps demo content out of production unless DEMO_CONTENT opts in, and warns then', () => {
    expect(parseEnv({}).demoContent).toBe(true);
    expect(parseEnv({ SITE_ENV: 'staging' }).demoContent).toBe(true);
    expect(parseEnv({ SITE_ENV: 'production' }).demoContent).toBe(false);
    const optedIn = parseEnv({ SITE_ENV: 'production', DEMO_CONTENT: 'true' });
    expect(optedIn.demoContent).toBe(true);
    expect(envWarnings(optedIn).join(' ')).toMatch(/DEMO_CONTENT is on in production/);
    expect(
      envWarnings(parseEnv({ SITE_ENV: 'production', S3_ENDPOINT: 'https://s3.example.com', SITE_ORIGINS: 'https://casino.example' })),
    ).toEqual([]);
    expect(envWarnings(parseEnv({ SITE_ENV: 'production', S3_ENDPOINT: 'https://s3.example.com' })).join(' ')).toMatch(
      /SITE_ORIGINS lists only local origins/,
    );
  });

  it('reads the site origins that may frame the demo games, and refuses anything but origins', () => {
    expect(parseEnv({}).provider.siteOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
    expect(parseEnv({ SITE_ORIGINS: 'https://casino.example/, http://localhost:3100' }).provider.siteOrigins).toEqual([
      'https://casino.example',
      'http://localhost:3100',
    ]);
    expect(() => parseEnv({ SITE_ORIGINS: 'https://casino.example/en-my' })).toThrow(/SITE_ORIGINS/);
    expect(() => parseEnv({ SITE_ORIGINS: '*' })).toThrow(/SITE_ORIGINS/);
  });
});
