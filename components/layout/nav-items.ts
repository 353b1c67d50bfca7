import type { CategorySetting, ModuleSetting } from '@/lib/contracts/common';
import { categoryLabel } from '@/lib/category-label';
import type { Device } from '@/lib/device';
import { isModuleNameVisible } from '@/lib/module-visibility';
import { localeHref } from '@/lib/locale-href';

export type NavItem = { key: string; href: string; label?: string; labelKey?: string; icon: string };

/**
 * The site navigation for a language: categories first, then every feature page; which pages the
 * modules allow is decided where the member is known (visiblePages, in the browser).
 */
export function buildNavItems(input: { lang: string; language: string; categories: readonly CategorySetting[] }): {
  categories: NavItem[];
  pages: NavItem[];
} {
  const { lang, language } = input;
  const categories = [...input.categories]
    .sort((a, b) => a.priority - b.priority)
    .map((c) => ({
      key: c.type,
      href: localeHref(lang, `/${c.type}`),
      label: categoryLabel(c.memberDisplay, language, c.type),
      icon: c.img,
    }));
  const pages: NavItem[] = [
    { key: 'promotions', href: localeHref(lang, '/promotions'), labelKey: 'promotions', icon: 'pi pi-gift' },
    { key: 'vip', href: localeHref(lang, '/vip'), labelKey: 'vip', icon: 'pi pi-crown' },
    { key: 'referral', href: localeHref(lang, '/referral'), labelKey: 'referral', icon: 'pi pi-users' },
    { key: 'daily-tasks', href: localeHref(lang, '/daily-tasks'), labelKey: 'daily_tasks', icon: 'pi pi-calendar' },
    { key: 'help-center', href: localeHref(lang, '/help-center/general'), labelKey: 'help_center', icon: 'pi pi-question-circle' },
  ];
  return { categories, pages };
}

/**
 * The feature pages the modules show this member (or visitor) on this device. The server renders
 * them for "no member known", which is also what a member the rules do not name sees; a member a
 * rule names gets their own list once their profile has loaded.
 */
export function visiblePages(
  pages: readonly NavItem[],
  modules: readonly ModuleSetting[],
  device: Device,
  userId: number | null,
): NavItem[] {
  return pages.filter((item) => isModuleNameVisible(modules, item.key, '', device, userId));
}
