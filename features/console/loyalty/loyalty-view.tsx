'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CONTENT_ROLES, SUPPORT_ROLES, type StaffRole } from '@/lib/contracts/staff-roles';
import { useConsoleApi } from '../console-api';
import { SectionSwitch } from '../components/section-switch';
import { DailyTasksEditor } from './daily-tasks-editor';
import { ReferralFlags } from './referral-flags';
import { ReferralForm } from './referral-form';
import { VipTiersEditor } from './vip-tiers-editor';
import styles from '../console.module.css';
import { LoadFailed } from '../components/load-failed';
import { ConsolePage } from '../components/page-frame';
import { settingsQueryOptions } from '../settings/api';
import { loyaltyQueryOptions } from './api';
import { Options } from '../components/options';

const SECTIONS = [
  ['vip', 'VIP tiers'],
  ['referral', 'Referral'],
  ['tasks', 'Daily tasks'],
  ['flags', 'Referral flags'],
] as const;
type Section = (typeof SECTIONS)[number][0];

/** A currency's loyalty programme: VIP tiers, the referral commission, daily tasks; refused self-referrals. */
export function LoyaltyView({ role }: { role: StaffRole }) {
  const api = useConsoleApi();
  const [currency, setCurrency] = useState('MYR');
  const [section, setSection] = useState<Section>('vip');
  const settings = useQuery(settingsQueryOptions(api));
  const loyalty = useQuery(loyaltyQueryOptions(api, currency));
  const mayEdit = (CONTENT_ROLES as readonly StaffRole[]).includes(role);
  const maySeeFlags = (SUPPORT_ROLES as readonly StaffRole[]).includes(role);
  const currencies = settings.data?.currencies.map((c) => c.currency) ?? [currency];
  // The languages members of this currency read, English first (every text falls back to it).
  const languages = [
    ...new Set([
      'en',
      ...(settings.data?.countries ?? []).filter((c) => c.currency === currency).flatMap((c) => c.languages.map((l) => l.code)),
    ]),
  ];
  const data = loyalty.data;

  return (
    <ConsolePage id="loyalty" title="Loyalty">
      <div className={styles.toolbar}>
        <label className={styles.field}>
          Currency
          <select value={currency} onChange={(e) => setCurrency(e.target.value)}>
            <Options values={currencies} />
          </select>
        </label>
        <SectionSwitch
          label="Loyalty sections"
          sections={SECTIONS.filter(([id]) => id !== 'flags' || maySeeFlags)}
          value={section}
          onChange={setSection}
        />
      </div>
      {section === 'flags' ? (
        <ReferralFlags />
      ) : loyalty.isError ? (
        <LoadFailed what="The loyalty settings" error={loyalty.error} retry={() => void loyalty.refetch()} />
      ) : !data ? (
        <p className={styles.muted}>Loading the loyalty settings…</p>
      ) : section === 'vip' ? (
        <VipTiersEditor key={`${currency}/${JSON.stringify(data.tiers)}`} loyalty={data} languages={languages} mayEdit={mayEdit} />
      ) : section === 'referral' ? (
        <ReferralForm key={currency} loyalty={data} mayEdit={mayEdit} />
      ) : (
        <DailyTasksEditor key={`${currency}/${data.tasks.length}`} loyalty={data} languages={languages} mayEdit={mayEdit} />
      )}
    </ConsolePage>
  );
}
