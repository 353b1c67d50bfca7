import { describe, expect, it } from 'vitest';
import { visibleWalletTargets } from './wallet-targets';

const hidden = JSON.stringify({ web: { action: 'is_hide' }, mobile: { action: 'is_hide' } });
const showExceptSeven = JSON.stringify({ web: { action: 'is_show', is_show: { exclude_user: [7] } }, mobile: { action: 'is_show' } });

describe('visibleWalletTargets', () => {
  it('drops hidden targets, per device and per member', () => {
    const modules = [
      { name: 'bank', parent_name: 'wallet', settings_json: hidden },
      { name: 'transfer', parent_name: 'wallet', settings_json: showExceptSeven },
    ];
    expect(visibleWalletTargets(modules, 'desktop', 1)).toEqual(['deposit', 'withdrawal', 'transfer', 'instant']);
    expect(visibleWalletTargets(modules, 'desktop', 7)).toEqual(['deposit', 'withdrawal', 'instant']);
    expect(visibleWalletTargets(modules, 'mobile', 7)).toEqual(['deposit', 'withdrawal', 'transfer', 'instant']);
  });

  it('is empty when the wallet itself is hidden', () => {
    expect(visibleWalletTargets([{ name: 'wallet', parent_name: '', settings_json: hidden }], 'desktop', 1)).toEqual([]);
  });
});
