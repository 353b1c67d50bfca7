'use client';

import { TabLinks } from '@/components/tab-links';
import { useAppStore, useMemberId } from '@/components/providers/store-provider';
import type { Device } from '@/lib/device';
import type { TransactionType } from '@/lib/routes';
import { visibleTransactionTypes } from '../visible-types';

const NO_MODULES: [] = [];

/**
 * The histories this member may open on this device. Picked in the browser, where the member is
 * known: the server renders the tabs of a member the module rules do not name.
 */
export function TransactionTabs({
  tabs,
  current,
  label,
  device,
}: {
  tabs: { key: TransactionType; href: string; label: string }[];
  current: TransactionType;
  label: string;
  device: Device;
}) {
  const modules = useAppStore((s) => s.config?.modules ?? NO_MODULES);
  const visible = new Set(visibleTransactionTypes(modules, device, useMemberId()));
  return <TabLinks items={tabs.filter((tab) => visible.has(tab.key))} current={current} label={label} />;
}
