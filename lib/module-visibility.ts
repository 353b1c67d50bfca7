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
