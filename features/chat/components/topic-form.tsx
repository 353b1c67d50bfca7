'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type KeyboardEvent } from 'react';
import { useApi } from '@/components/providers/api-provider';
import { useMemberId } from '@/components/providers/store-provider';
import { chatTopicsQueryOptions } from '../api';
import { composerKey, startable } from '../rules';
import styles from './chat.module.css';

/** Before a chat: pick a topic and write the first message. With nobody at the desk it says the message waits. */
export function TopicForm({
  agentsOnline,
  onStart,
}: {
  agentsOnline: boolean;
  onStart: (topic: number, message: string) => Promise<void>;
}) {
  const t = useTranslations('chat');
  const api = useApi();
  const memberId = useMemberId();
  const topics = useQuery(chatTopicsQueryOptions(api, memberId));
  const [topic, setTopic] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!startable(topic, message) || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onStart(topic!, message.trim());
      setMessage('');
      setTopic(null);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (composerKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing }) !== 'send') return;
    event.preventDefault();
    void submit();
  };

  if (topics.isPending) return <p className={styles.notice}>{t('loading')}</p>;
  if (topics.isError)
    return (
      <div className={styles.notice} role="alert">
        <p>{topics.error.message}</p>
        <button type="button" className={styles.linkButton} onClick={() => void topics.refetch()}>
          {t('retry')}
        </button>
      </div>
    );

  return (
    <form
      className={styles.topicForm}
      aria-label={t('topicForm')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {!agentsOnline ? (
        <p className={styles.offlineNote} role="status">
          {t('agentsOffline')}
        </p>
      ) : null}
      <label className={styles.field}>
        {t('topicLabel')}
        <select value={topic ?? ''} onChange={(event) => setTopic(event.target.value ? Number(event.target.value) : null)}>
          <option value="">{t('topicPlaceholder')}</option>
          {topics.data.map((item) => (
            <option key={item.id} value={item.id}>
              {t.has(`topics.${item.code}`) ? t(`topics.${item.code}`) : item.topic}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('messageLabel')}
        <textarea
          className={styles.textarea}
          rows={4}
          maxLength={2000}
          placeholder={t('messagePlaceholder')}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </label>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={styles.primary} disabled={!startable(topic, message) || busy}>
        {agentsOnline ? t('start') : t('leaveMessage')}
      </button>
    </form>
  );
}
