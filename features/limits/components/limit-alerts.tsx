'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useMemberId } from '@/components/providers/store-provider';
import { useToast } from '@/components/providers/toast-provider';
import type { LimitWarning } from '@/lib/contracts/limit-choices';
import type { MemberEvents } from '@/lib/contracts/realtime';
import { liveBus } from '@/features/realtime';
import { formatCurrencyAmount } from '@/lib/format-money';
import { isLimitRefusal } from '@/lib/limit-refusal';
import { limitsKey } from '../api';
import { betRefusedDetail } from '../bet-refused';

/**
 * The member-safety pushes as toasts, on every page (a game's too): the 80 % warning of a limit, and
 * a bet the wallet refused because of a limit, a cool-off or self-exclusion, or the session time
 * limit (the game itself shows only the provider's answer). A limit's push refetches the Limits
 * page's figures. Listens on the page's one realtime connection (live bus); renders nothing.
 */
export function LimitAlerts() {
  const t = useTranslations('limits');
  const tAll = useTranslations();
  const locale = useLocale();
  const toast = useToast();
  const memberId = useMemberId();
  const client = useQueryClient();

  useEffect(
    () =>
      liveBus.onEvent((event, payload) => {
        if (event === 'limit-warning') {
          const warning = payload as LimitWarning;
          const money = (amount: string) => formatCurrencyAmount(amount, warning.currency, locale);
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
          const detail = betRefusedDetail(tAll, refused.reason, refused.output, locale);
          toast({ severity: 'warn', summary: t('bet_refused_title'), ...(detail ? { detail } : {}) });
          if (isLimitRefusal(refused.reason)) void client.invalidateQueries({ queryKey: limitsKey(memberId) });
        }
      }),
    [t, tAll, locale, toast, client, memberId],
  );

  return null;
}
