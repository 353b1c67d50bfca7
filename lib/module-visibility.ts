import type { ModuleSetting } from './contracts/common';
import type { Device } from './device';

export type ModuleAction = 'is_show' | 'is_hide';

type DeviceRule = {
  action?: ModuleAction;
  is_show?: { exclude_user?: Array<number | string> };
  is_hide?: { exclude_user?: Array<number | string> };
};

/**
 * docs/PRODUCT.md §5 module visibility, per device part (web for desktop, mobile for mobile and app).
 * Members: `is_show` shows the module to everyone but the users listed under is_show.exclude_user;
 * `is_hide` hides it from everyone but the users listed under is_hide.exclude_user ("shown only for
 * listed exception users"). Visitors: visible unless the action is `is_hide`.
 * An unparsable settings_json means visible.
 */
export function isModuleVisible(
  setting: Pick<ModuleSetting, 'settings_json'> | undefined,
  device: Device,
  userId?: number | null,
): boolean {
  if (!setting) return true;
  let rule: DeviceRule | undefined;
  try {
    const parsed = JSON.parse(setting.settings_json) as Record<string, DeviceRule> | null;
    rule = parsed?.[device === 'desktop' ? 'web' : 'mobile'];
  } catch {
    return true;
  }
  if (!rule || (rule.action !== 'is_show' && rule.action !== 'is_hide')) return true;
  if (userId == null) return rule.action !== 'is_hide';
  const listed = (rule[rule.action]?.exclude_user ?? []).map(String).includes(String(userId));
  return rule.action === 'is_show' ? !listed : listed;
}

/** A sub-module is visible only when its parent is too. */
export function isModuleNameVisible(
  modules: readonly ModuleSetting[],
  name: string,
  parent: string,
  device: Device,
  userId?: number | null,
): boolean {
  const find = (n: string, p: string) => modules.find((m) => m.name === n && m.parent_name === p);
  if (parent && !isModuleVisible(find(parent, ''), device, userId)) return false;
  return isModuleVisible(find(name, parent), device, userId);
}

/** Shows the module to everyone on both devices: the same as having no setting at all. */
function hidesNothing(setting: Pick<ModuleSetting, 'settings_json'>): boolean {
  let parsed: Record<string, DeviceRule> | null;
  try {
    parsed = JSON.parse(setting.settings_json) as Record<string, DeviceRule> | null;
  } catch {
    return true;
  }
  return (['web', 'mobile'] as const).every((part) => {
    const rule = parsed?.[part];
    if (!rule || (rule.action !== 'is_show' && rule.action !== 'is_hide')) return true;
    return rule.action === 'is_show' && (rule.is_show?.exclude_user ?? []).length === 0;
  });
}

/**
 * The settings a client needs to decide the same visibility: the one each module is found by
 * (the first for its name and parent), and only those that can hide something. A module left out
 * is visible, as it was, so a page's HTML carries a few settings instead of every module's.
 */
export function settingsThatHide<M extends ModuleSetting>(modules: readonly M[]): M[] {
  const seen = new Set<string>();
  return modules.filter((m) => {
    const key = `${m.parent_name}\u0000${m.name}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return !hidesNothing(m);
  });
}
