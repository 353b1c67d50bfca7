import type { ModuleSetting } from '@/lib/contracts/common';
import type { Device } from '@/lib/device';
import { isModuleNameVisible } from '@/lib/module-visibility';
import { TRANSACTION_TYPES, type TransactionType } from '@/lib/routes';

/** The histories this member may open on this device: the same rule proxy.ts enforces per route. */
export function visibleTransactionTypes(
  modules: readonly ModuleSetting[],
  device: Device,
  memberId: number | null | undefined,
): TransactionType[] {
  return TRANSACTION_TYPES.filter((type) => isModuleNameVisible(modules, type, 'transactions', device, memberId));
}

export function isTransactionType(value: string): value is TransactionType {
  return (TRANSACTION_TYPES as readonly string[]).includes(value);
}
