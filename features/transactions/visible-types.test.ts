import { describe, expect, it } from 'vitest';
import type { ModuleSetting } from '@/lib/contracts/common';
import { TRANSACTION_TYPES } from '@/lib/routes';
import { isTransactionType, visibleTransactionTypes } from './visible-types';

const setting = (name: string, parent: string, web: object, mobile: object = web): ModuleSetting => ({
  name,
  parent_name: parent,
  settings_json: JSON.stringify({ web, mobile }),
});
const show = { action: 'is_show', is_show: { exclude_user: [] } };

describe('visibleTransactionTypes', () => {
  it('shows every history when nothing hides one', () => {
    expect(visibleTransactionTypes([], 'desktop', 7)).toEqual([...TRANSACTION_TYPES]);
  });

  it('drops a sub-module hidden for this member, per device', () => {
    const modules = [
      setting('transactions', '', show),
      setting('rebate', 'transactions', { action: 'is_show', is_show: { exclude_user: [7] } }, show),
    ];
    expect(visibleTransactionTypes(modules, 'desktop', 7)).not.toContain('rebate');
    expect(visibleTransactionTypes(modules, 'desktop', 8)).toContain('rebate');
    expect(visibleTransactionTypes(modules, 'mobile', 7)).toContain('rebate');
  });

  it('drops all of them when the parent module is hidden', () => {
    expect(visibleTransactionTypes([setting('transactions', '', { action: 'is_hide', is_hide: { exclude_user: [] } })], 'app', 7)).toEqual(
      [],
    );
  });

  it('does not take a same-named main module for the sub-module', () => {
    expect(visibleTransactionTypes([setting('vip', '', { action: 'is_hide' })], 'desktop', 7)).toContain('vip');
  });
});

describe('isTransactionType', () => {
  it('knows the ten histories', () => {
    expect(isTransactionType('bet-history')).toBe(true);
    expect(isTransactionType('bets')).toBe(false);
  });
});
