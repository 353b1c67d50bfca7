'use client';

import { useTranslations } from 'next-intl';
import { useState, type KeyboardEvent } from 'react';
import { composerKey, sendable } from '../rules';
import styles from './chat.module.css';

/**
 * The message box: Enter sends and clears, Shift+Enter makes a new line; text that is empty once
 * trimmed (a lone line break too) is not sent. `onSend` may fail: the text then stays.
 */
export function Composer({
  label,
  onSend,
  disabled = false,
  extra,
}: {
  label: string;
  onSend: (text: string) => Promise<void>;
  disabled?: boolean;
  extra?: React.ReactNode;
}) {
  const t = useTranslations('chat');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!sendable(text) || busy || disabled) return;
    setBusy(true);
    const sending = text;
    setText('');
    try {
      await onSend(sending.trim());
    } catch {
      setText(sending);
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const action = composerKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing });
    if (action !== 'send') return;
    event.preventDefault();
    if (sendable(text)) void submit();
    else setText('');
  };

  return (
    <form
      className={styles.composer}
      aria-label={t('composer')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {extra}
      <textarea
        className={styles.textarea}
        aria-label={label}
        placeholder={t('messagePlaceholder')}
        rows={2}
        maxLength={2000}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={styles.send} disabled={disabled || busy || !sendable(text)}>
        {t('send')}
      </button>
    </form>
  );
}
