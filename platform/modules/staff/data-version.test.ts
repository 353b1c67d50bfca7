import { operatorCall, testPlatform, type TestPlatform } from '../../test-support';

/** site/data-version: what the site keys its caches of platform data by (lib/upstream.ts). */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform();
});
afterAll(() => platform.close());

const version = async () => {
  const answer = await platform.call<{ version: string }>('site/data-version');
  expect(answer.statusCode).toBe(200);
  return answer.body.output!.version;
};
const everyone = { action: 'is_show', exceptions: [] };

describe('site/data-version', () => {
  it('moves with an operator change that went through, and only then', async () => {
    const before = await version();
    expect(await version()).toBe(before);

    const hidden = await operatorCall(platform, 'operator/module-save', {
      name: 'deposit',
      parent: 'wallet',
      web: everyone,
      mobile: { action: 'is_hide', exceptions: [] },
    });
    expect(hidden.body.status).toBe(true);
    const afterChange = await version();
    expect(Number(afterChange)).toBeGreaterThan(Number(before));

    // A refused change and a read (not audited) leave it where it is.
    const refused = await operatorCall(platform, 'operator/module-save', {
      name: 'no-such-module',
      parent: 'wallet',
      web: everyone,
      mobile: everyone,
    });
    expect(refused.body.status).toBe(false);
    await operatorCall(platform, 'operator/module-list');
    expect(await version()).toBe(afterChange);
  });

  it('is public: a visitor without a session or key is answered', async () => {
    const answer = await platform.call('site/data-version', {});
    expect(answer.body).toMatchObject({ status: true, output: { version: expect.stringMatching(/^\d+$/) } });
  });
});
