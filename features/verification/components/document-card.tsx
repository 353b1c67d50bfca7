'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FileUpload } from '@/components/upload';
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES, type DocumentKind, type KindState } from '@/lib/contracts/verification-choices';
import { useSubmitDocument } from '../api';
import { useDocumentMessage } from './use-document-message';
import styles from './verification.module.css';

type Props = {
  kind: DocumentKind;
  state: KindState;
  reason: string;
  /** A verified member has nothing more to send. */
  verified: boolean;
  /** Replaces upload pipeline pieces (tests pass a fake SDK and compressor). */
  deps?: Parameters<typeof FileUpload>[0]['deps'];
};

/** States in which the member may send a document of this kind. */
const OPEN: readonly KindState[] = ['missing', 'rejected', 'resubmit'];

/**
 * One kind of document: what it must show, its state (and the operator's reason), and while the
 * member may send one, the upload (compressed in the browser, into the private bucket, with its
 * progress), then the submission the platform checks the bytes of.
 */
export function DocumentCard({ kind, state, reason, verified, deps }: Props) {
  const t = useTranslations('verification');
  const message = useDocumentMessage();
  const submit = useSubmitDocument();
  // A new upload mounts a fresh picker, so a refused file can be replaced by choosing again.
  const [attempt, setAttempt] = useState(0);
  const title = t(`kind_${kind}`);
  const headingId = `document-${kind}`;
  const canSend = !verified && OPEN.includes(state);
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h2 id={headingId}>{title}</h2>
        <span className={styles.badge} data-state={state}>
          {t(`state_${state}`)}
        </span>
      </div>
      <p className={styles.hint}>{t(`kind_${kind}_hint`)}</p>
      {reason && (state === 'rejected' || state === 'resubmit') ? <p className={styles.reason}>{t('reason', { reason })}</p> : null}
      {canSend ? (
        <FileUpload
          key={attempt}
          label={t('upload_label', { kind: title.toLowerCase() })}
          folder="documents"
          bucket={1}
          accept={DOCUMENT_ACCEPT}
          maxSizeMb={DOCUMENT_MAX_BYTES / (1024 * 1024)}
          hint={t('file_hint')}
          disabled={submit.isPending}
          texts={{ uploading: t('uploading'), uploaded: t('uploaded') }}
          onFileChange={() => submit.reset()}
          onUploaded={(key) => submit.mutate({ kind, key }, { onError: () => setAttempt((n) => n + 1) })}
          deps={deps}
        />
      ) : null}
      {submit.isPending ? (
        <p className={styles.submitting} aria-live="polite">
          <i className="pi pi-spin pi-spinner" aria-hidden /> {t('submitting')}
        </p>
      ) : null}
      {submit.isError ? (
        <p className={styles.error} role="alert">
          {message(submit.error.message)}
        </p>
      ) : null}
    </section>
  );
}
