'use client';

import { useTranslations } from 'next-intl';
import { LoadFailedNotice } from '@/components/status-notice';
import type { FileUpload } from '@/components/upload';
import { useVerification } from '../api';
import { DocumentCard } from './document-card';
import { DocumentHistory } from './document-history';
import { StatusBanner } from './status-banner';
import { useDocumentMessage } from './use-document-message';
import { useThresholdText } from './use-threshold-text';
import styles from './verification.module.css';

type Props = { deps?: Parameters<typeof FileUpload>[0]['deps'] };

/** The Verification screen's body: loaded in the browser (the member's own data), every state included. */
export function VerificationPanel({ deps }: Props) {
  const t = useTranslations('verification');
  const message = useDocumentMessage();
  const query = useVerification();
  const amount = useThresholdText(query.data);
  if (!query.data) {
    if (query.isError) {
      // The reason only when the platform gave one the member can act on (not the generic failure).
      const reason = message(query.error.message);
      return (
        <LoadFailedNotice
          title={t('load_failed')}
          detail={reason === message('') ? '' : reason}
          retryLabel={t('retry')}
          onRetry={() => void query.refetch()}
        />
      );
    }
    return (
      <p className={styles.loading} aria-busy="true">
        <i className="pi pi-spin pi-spinner" aria-hidden /> {t('loading')}
      </p>
    );
  }
  const state = query.data;
  return (
    <div className={styles.panel}>
      <StatusBanner state={state} amount={amount} />
      <div className={styles.kinds}>
        {state.kinds.map((k) => (
          <DocumentCard key={k.kind} kind={k.kind} state={k.state} reason={k.reason} verified={state.status === 'verified'} deps={deps} />
        ))}
      </div>
      <DocumentHistory documents={state.documents} />
    </div>
  );
}
