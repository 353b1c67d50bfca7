'use client';

import { useTranslations } from 'next-intl';
import type { WalletRequest } from '@/lib/contracts/wallet';
import { Notice } from '../notice';

/**
 * A gateway deposit waiting for the gateway's confirmation (an asynchronous gateway): where to pay,
 * if the gateway named a page, and that the balance follows by itself (the confirmation's
 * `balance-changed` push refreshes it, and `wallet-request-decided` toasts the credit).
 */
export function GatewayPending({ request, gateway, amount }: { request: WalletRequest; gateway: string; amount: string }) {
  const t = useTranslations('payments');
  const { redirectUrl, instructions } = request.payment ?? {};
  return (
    <Notice icon="pi-clock" title={t('pending_title')}>
      <p data-testid="deposit-pending">{t('pending_body', { gateway, amount })}</p>
      {instructions ? <p>{instructions}</p> : null}
      {redirectUrl && /^https:\/\//.test(redirectUrl) ? (
        <p>
          <a href={redirectUrl} target="_blank" rel="noopener noreferrer">
            {t('continue')}
          </a>
        </p>
      ) : null}
    </Notice>
  );
}
