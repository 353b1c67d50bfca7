import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoMembers } from './seed';
import { fixture, insertCatalogFixture } from './modules/games/testing/catalog-fixture';
import { findMemberByUsername } from './modules/members';
import { signedCallback } from './providers/demo/testing/signed-callback';
import { startEmbeddedS3, type EmbeddedS3 } from './storage';
import { operatorCall, registerMember, testPlatform, type TestPlatform } from './test-support';

/** What an attacker tried against `SITE_ENV=production` on the previous release, now refused. */
const secrets: Record<string, string> = {
  SITE_ENV: 'production',
  OPERATOR_KEY: `op-${'k'.repeat(40)}`,
  PROVIDER_SECRET: `prov-${'p'.repeat(40)}`,
  SESSION_SECRET: `sess-${'s'.repeat(40)}`,
  PUSHER_SECRET: `rt-${'r'.repeat(40)}`,
  COOKIE_SECURE: 'false',
  S3_ACCESS_KEY_ID: 'AKIAPRODUCTIONTEST',
  S3_SECRET_ACCESS_KEY: `s3-${'s'.repeat(40)}`,
};

// Production refuses the embedded store: it gets "real" S3 at S3_ENDPOINT, here one started apart.
let s3: EmbeddedS3;
let s3Directory: string;
beforeAll(async () => {
  s3Directory = await mkdtemp(join(tmpdir(), 'production-s3-'));
  s3 = await startEmbeddedS3({
    directory: s3Directory,
    port: 0,
    publicBucket: 'public',
    privateBucket: 'private',
    credentials: { accessKeyId: secrets.S3_ACCESS_KEY_ID!, secretAccessKey: secrets.S3_SECRET_ACCESS_KEY! },
  });
  secrets.S3_ENDPOINT = s3.endpoint;
});
afterAll(async () => {
  await s3.close();
  await rm(s3Directory, { recursive: true, force: true });
});

describe('SITE_ENV=production', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await testPlatform({ env: secrets });
    await insertCatalogFixture(platform.db);
  });
  afterAll(() => platform.close());

  it('seeds no demo member and no demo balance', async () => {
    for (const demo of demoMembers) expect(await findMemberByUsername(platform.db, demo.username)).toBeUndefined();
    const login = await platform.call('auth/login', { username: demoMembers[0].username, password: demoMembers[0].password });
    expect(login.body.status).toBe(false);
  });

  it('has no demo payment gateway: a demo-pay deposit is an unknown gateway and credits nothing', async () => {
    const { sid } = await registerMember(platform);
    const settings = await platform.call<{ gateways: unknown[]; balance: string; operatorBanks: unknown[] }>('wallet/settings', undefined, {
      sid,
    });
    expect(settings.body.output).toMatchObject({ gateways: [], balance: '0.00', operatorBanks: [] });
    const deposit = await platform.call(
      'wallet/deposit',
      { method: 'gateway', gatewayId: 'demo-pay', amount: '100', idempotencyKey: randomUUID() },
      { sid },
    );
    // A business refusal: an ordinary answer with status false and a msg the site translates.
    expect(deposit.body).toMatchObject({ status: false, msg: 'gateway_not_found' });
    const balance = await platform.call<{ balance: string }>('member/wallet-balance', undefined, { sid });
    expect(balance.body.output?.balance).toBe('0.00');
  });

  it('refuses a provider "win" signed with the repository secret, and operator calls with the repository key', async () => {
    const { profile } = await registerMember(platform);
    const forged = await signedCallback(
      platform,
      'win',
      {
        txId: randomUUID(),
        roundId: randomUUID(),
        memberId: profile.id,
        providerId: fixture.seamless.providerId,
        gameId: fixture.seamless.slot,
        currency: 'MYR',
        amount: '10000000',
      },
      'dev-provider-secret',
    );
    expect(forged.statusCode).toBe(401);
    const adjust = await platform.call(
      'operator/adjust',
      { username: profile.username, amount: '100000', note: '', idempotencyKey: randomUUID() },
      { headers: { 'x-operator-key': 'dev-operator-key' } },
    );
    expect(adjust.statusCode).toBe(401);
    const real = await operatorCall(platform, 'operator/adjust', {
      username: profile.username,
      amount: '1',
      note: '',
      idempotencyKey: randomUUID(),
    });
    expect(real.body.status).toBe(true);
  });
});

describe('SITE_ENV=production with DEMO_CONTENT=true', () => {
  it('seeds the demo members and offers the demo gateway', async () => {
    const platform = await testPlatform({ env: { ...secrets, DEMO_CONTENT: 'true' } });
    try {
      expect(await findMemberByUsername(platform.db, demoMembers[0].username)).toBeDefined();
      const login = await platform.call('auth/login', { username: demoMembers[0].username, password: demoMembers[0].password });
      const settings = await platform.call<{ gateways: { id: string }[] }>('wallet/settings', undefined, { sid: login.sid });
      expect(settings.body.output?.gateways.map((g) => g.id)).toEqual(['demo-pay']);
    } finally {
      await platform.close();
    }
  });
});
