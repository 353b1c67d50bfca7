import { describe, expect, it } from 'vitest';
import { isModuleNameVisible, isModuleVisible, settingsThatHide } from './module-visibility';

const rule = (web: object, mobile: object = web) => ({ settings_json: JSON.stringify({ web, mobile }) });

describe('module visibility', () => {
  it('is_show shows the module to all but the excluded members, and to visitors', () => {
    const s = rule({ action: 'is_show', is_show: { exclude_user: [5] } });
    expect(isModuleVisible(s, 'desktop', 1)).toBe(true);
    expect(isModuleVisible(s, 'desktop', 5)).toBe(false);
    expect(isModuleVisible(s, 'desktop', null)).toBe(true);
  });

  it('is_hide hides the module from visitors and all but the listed members', () => {
    const s = rule({ action: 'is_hide', is_hide: { exclude_user: ['5'] } });
    expect(isModuleVisible(s, 'desktop', 1)).toBe(false);
    expect(isModuleVisible(s, 'desktop', 5)).toBe(true);
    expect(isModuleVisible(s, 'desktop', null)).toBe(false);
  });

  it('reads the web part on desktop and the mobile part on mobile and app', () => {
    const s = rule({ action: 'is_show' }, { action: 'is_hide' });
    expect(isModuleVisible(s, 'desktop')).toBe(true);
    expect(isModuleVisible(s, 'mobile')).toBe(false);
    expect(isModuleVisible(s, 'app')).toBe(false);
  });

  it('treats unparsable or missing settings as visible', () => {
    expect(isModuleVisible({ settings_json: '{oops' }, 'desktop', 1)).toBe(true);
    expect(isModuleVisible(undefined, 'desktop', 1)).toBe(true);
  });

  it('hides a sub-module whose parent is hidden', () => {
    const modules = [
      { name: 'transactions', parent_name: '', ...rule({ action: 'is_hide' }) },
      { name: 'deposit', parent_name: 'transactions', ...rule({ action: 'is_show' }) },
    ];
    expect(isModuleNameVisible(modules, 'deposit', 'transactions', 'desktop', 1)).toBe(false);
    expect(isModuleNameVisible(modules, 'deposit', 'wallet', 'desktop', 1)).toBe(true);
  });

  it('hands the client only the settings that can hide something, with the same answers', () => {
    const shown = rule({ action: 'is_show', is_show: { exclude_user: [] }, is_hide: { exclude_user: [7] } });
    const modules = [
      { name: 'profile', parent_name: '', ...shown },
      { name: 'vip', parent_name: '', ...rule({ action: 'is_show', is_show: { exclude_user: [5] } }) },
      { name: 'referral', parent_name: '', ...rule({ action: 'is_show' }, { action: 'is_hide' }) },
      { name: 'transactions', parent_name: '', ...rule({ action: 'is_hide' }) },
      { name: 'deposit', parent_name: 'transactions', ...shown },
      { name: 'daily-tasks', parent_name: '', settings_json: '{oops' },
      { name: 'help-center', parent_name: '', ...shown },
      // never found: the first setting of a name wins
      { name: 'help-center', parent_name: '', ...rule({ action: 'is_hide' }) },
    ];
    const kept = settingsThatHide(modules);
    expect(kept.map((m) => m.name)).toEqual(['vip', 'referral', 'transactions']);
    for (const [name, parent] of modules.map((m) => [m.name, m.parent_name] as const)) {
      for (const device of ['desktop', 'mobile'] as const) {
        for (const member of [null, 1, 5, 7]) {
          expect(isModuleNameVisible(kept, name, parent, device, member), `${parent}/${name} ${device} ${member}`).toBe(
            isModuleNameVisible(modules, name, parent, device, member),
          );
        }
      }
    }
  });
});
