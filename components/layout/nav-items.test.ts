import type { ModuleSetting } from '@/lib/contracts/common';
import { buildNavItems, visiblePages } from './nav-items';

const rule = (name: string, mobile: object): ModuleSetting => ({ name, parent_name: '', settings_json: JSON.stringify({ mobile }) });

describe('navigation pages', () => {
  const { pages } = buildNavItems({ lang: 'en-my', language: 'en', categories: [] });
  const keys = (list: { key: string }[]) => list.map((item) => item.key);

  it('lists every feature page; the modules pick them where the member is known', () => {
    expect(keys(pages)).toEqual(['promotions', 'vip', 'referral', 'daily-tasks', 'help-center']);
  });

  it('shows a page hidden for everyone but one member to that member only, once their id is known', () => {
    const modules = [rule('vip', { action: 'is_hide', is_hide: { exclude_user: [7] } })];
    // The server renders for no member known: what a member the rule does not name sees too.
    expect(keys(visiblePages(pages, modules, 'mobile', null))).not.toContain('vip');
    expect(keys(visiblePages(pages, modules, 'mobile', 8))).not.toContain('vip');
    expect(keys(visiblePages(pages, modules, 'mobile', 7))).toContain('vip');
    expect(keys(visiblePages(pages, modules, 'desktop', null))).toContain('vip'); // the rule is the mobile part's
  });
});
