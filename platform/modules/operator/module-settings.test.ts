import type { ModuleSetting } from '@/lib/contracts/common';
import { isModuleNameVisible } from '@/lib/module-visibility';
import { operatorCall, registerMember, testPlatform, type TestPlatform } from '../../test-support';

/** Module visibility from the console: exceptions by username, stored as the ids the site's rule reads. */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform();
});
afterAll(() => platform.close());

const everyone = { action: 'is_show', exceptions: [] };
const modules = async () => (await platform.call<{ modules: ModuleSetting[] }>('general/config')).body.output!.modules;

describe('operator/module-save', () => {
  it('hides deposit on mobile for everyone but one member, and the site rule reads it so', async () => {
    const allowed = await registerMember(platform);
    const other = await registerMember(platform);
    const saved = await operatorCall(platform, 'operator/module-save', {
      name: 'deposit',
      parent: 'wallet',
      web: everyone,
      mobile: { action: 'is_hide', exceptions: [allowed.username.toUpperCase()] },
    });
    expect(saved.body).toMatchObject({
      status: true,
      output: { name: 'deposit', parent: 'wallet', mobile: { action: 'is_hide', exceptions: [allowed.username] } },
    });
    const list = await modules();
    expect(isModuleNameVisible(list, 'deposit', 'wallet', 'mobile', allowed.profile.id)).toBe(true);
    expect(isModuleNameVisible(list, 'deposit', 'wallet', 'mobile', other.profile.id)).toBe(false);
    expect(isModuleNameVisible(list, 'deposit', 'wallet', 'desktop', other.profile.id)).toBe(true);

    const log = await operatorCall<{ items: Array<{ target: string; before: unknown; after: unknown }> }>(platform, 'staff/audit-log', {
      action: 'operator/module-save',
    });
    expect(log.body.output!.items[0]).toMatchObject({
      target: 'module wallet/deposit',
      before: { mobile: { action: 'is_show', exceptions: [] } },
      after: { mobile: { action: 'is_hide', exceptions: [allowed.username] } },
    });
    const listed = await operatorCall<Array<{ name: string; parent: string }>>(platform, 'operator/module-list');
    expect(listed.body.output!.some((m) => m.name === 'deposit' && m.parent === 'wallet')).toBe(true);
  });

  it('refuses an unknown module or member by name', async () => {
    expect((await operatorCall(platform, 'operator/module-save', { name: 'casino', web: everyone, mobile: everyone })).body.msg).toBe(
      'module_not_found',
    );
    const unknown = await operatorCall(platform, 'operator/module-save', {
      name: 'vip',
      web: { action: 'is_hide', exceptions: ['nobody404'] },
      mobile: everyone,
    });
    expect(unknown.body.msg).toBe('member_not_found: nobody404');
  });
});
