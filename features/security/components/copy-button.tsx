'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from './security.module.css';

/** Copies `text` to the clipboard and says so ("Copied") until the text changes. */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const t = useTranslations('security');
  const [copied, setCopied] = useState<string | null>(null);
  const done = copied === text;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(text);
    } catch {
      setCopied(null);
    }
  };
  return (
    <button type="button" className={styles.button} onClick={() => void copy()} aria-label={label}>
      <i className={`pi ${done ? 'pi-check' : 'pi-copy'}`} aria-hidden /> {done ? t('codes_copied') : t('codes_copy')}
    </button>
  );
}
