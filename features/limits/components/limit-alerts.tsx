'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useMemberId } from '@/components/providers/store-provider';
import { useToast } from '@/components/providers/toast-provider';
import { LIMIT_REFUSALS, type LimitRefusal, type LimitWarning } from '@/lib/contracts/limit-choices';
import type { MemberEvents } from '@/lib/contracts/realtime';
import { liveBus } from '@/features/realtime';
import { formatMoney } from '@/lib/format-money';
import { minorUnitsOf } from '@/lib/contracts/currencies';
import { limitsKey } from '../api';

const REFUSALS: readonly string[] = Object.values(LIMIT_REFUSALS);

/**
 * The limits' pushes as toasts, on every page (a game's too): the 80 % warning, and a bet the wallet
 * refused because of a limit (the game itself shows the provider's answer). Both refetch the Limits
 * page's figures. Listens on the page's one realtime connection (live bus); renders nothing.
 */
export function LimitAlerts() {
  const t = useTranslations('limits');
  const locale = useLocale();
  const toast = useToast();
  const memberId = useMemberId();
  const client = useQueryClient();

  useEffect(
    () =>
      liveBus.onEvent((event, payload) => {
        if (event === 'limit-warning') {
          const warning = payload as LimitWarning;
          const money = (amount: string) => `${warning.currency} ${formatMoney(amount, locale, minorUnitsOf(warning.currency))}`;
          toast({
            severity: 'warn',
            summary: t('warning_title'),
            detail: t(`warning_${warning.kind}`, {
              percent: warning.percent,
              period: warning.period,
              used: money(warning.used),
              limit: money(warning.limit),
            }),
          });
          void client.invalidateQueries({ queryKey: limitsKey(memberId) });
        }
        if (event === 'bet-refused') {
          const refused = payload as MemberEvents['bet-refused'];
          if (!REFUSALS.includes(refused.reason)) return;
          const output = (refused.output ?? {}) as Partial<LimitRefusal>;
          toast({
            severity: 'warn',
            summary: t('bet_refused_title'),
            detail: t(`${refused.reason}_bet`, { period: output.period ?? 'day' }),
          });
          void client.invalidateQueries({ queryKey: limitsKey(memberId) });
        }
      }),
    [t, locale, toast, client, memberId],
  );

  return null;
}
