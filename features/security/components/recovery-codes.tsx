'use client';

import { useTranslations } from 'next-intl';
import { CopyButton } from './copy-button';
import styles from './security.module.css';

/** The ten recovery codes, shown once: copy or download them, then say they are kept. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const t = useTranslations('security');
  const text = codes.join('\n');
  return (
    <div className={styles.stack}>
      <p className={styles.step}>{t('codes_title')}</p>
      <p className={styles.muted}>{t('codes_intro')}</p>
      <ul className={styles.codes} aria-label={t('codes_title')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <CopyButton text={text} />
        <a
          className={`${styles.button} ${styles.linkButton}`}
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${text}\n`)}`}
          download="recovery-codes.txt"
        >
          <i className="pi pi-download" aria-hidden /> {t('codes_download')}
        </a>
        <button type="button" className={`${styles.button} ${styles.primary}`} onClick={onDone}>
          {t('codes_done')}
        </button>
      </div>
    </div>
  );
}
