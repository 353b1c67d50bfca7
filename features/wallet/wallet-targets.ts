import type { ModuleSetting } from '@/lib/contracts/common';
import type { Device } from '@/lib/device';
import { isModuleNameVisible } from '@/lib/module-visibility';
import { WALLET_TARGETS, type WalletTarget } from '@/lib/routes';

/** The wallet dialog's targets this member may use on this device (module settings under 'wallet'). */
export function visibleWalletTargets(modules: readonly ModuleSetting[], device: Device, userId: number | null): WalletTarget[] {
  return WALLET_TARGETS.filter((target) => isModuleNameVisible(modules, target, 'wallet', device, userId));
}
