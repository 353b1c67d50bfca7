'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useConsoleApi } from '../console-api';
import { chatQueueQueryOptions } from './api';
import { reasonText } from '../reasons';
import { ChatQueue } from './chat-queue';
import { ChatRoom } from './chat-room';
import { useSupportDesk } from './use-support-desk';
import styles from '../console.module.css';

/**
 * Live chat for owners and support: the queue of open chats by waiting time (or closed ones), one
 * conversation with the member beside it; new chats chime and count in the badge and the tab title.
 */
export function ChatDeskView({ staffId }: { staffId: number }) {
  const api = useConsoleApi();
  const { connected } = useSupportDesk(api);
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const [selected, setSelected] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const queue = useQuery(chatQueueQueryOptions(api, status));

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);

  const waiting = status === 'open' ? (queue.data?.items.filter((item) => item.agentId === null).length ?? 0) : 0;
  useEffect(() => {
    document.title = waiting > 0 ? `(${waiting}) Live chat` : 'Live chat';
  }, [waiting]);

  return (
    <section aria-labelledby="chat-title" className={styles.chatDesk}>
      <h1 id="chat-title" className={styles.title}>
        Live chat{' '}
        {waiting > 0 ? (
          <span className={styles.chatBadge} data-testid="chat-waiting">
            {waiting} waiting
          </span>
        ) : null}
      </h1>
      <div className={styles.toolbar}>
        <label className={styles.field}>
          Show
          <select value={status} onChange={(event) => (setStatus(event.target.value as 'open' | 'closed'), setSelected(null))}>
            <option value="open">open chats</option>
            <option value="closed">closed chats</option>
          </select>
        </label>
        <p className={styles.muted} role="status">
          {connected ? 'Live' : 'Connecting… (the queue refreshes every 15 s)'} · {queue.data?.agentsOnline ?? 0} agent(s) online
        </p>
      </div>
      <div className={styles.chatLayout}>
        <div className={styles.chatQueueColumn}>
          {queue.isPending ? (
            <p className={styles.muted}>Loading the queue…</p>
          ) : queue.isError ? (
            <p className={styles.error} role="alert">
              {reasonText(queue.error.message)}
            </p>
          ) : (
            <ChatQueue items={queue.data.items} selected={selected} onSelect={setSelected} now={now} />
          )}
        </div>
        {selected !== null ? (
          <ChatRoom key={selected} chatId={selected} staffId={staffId} />
        ) : (
          <p className={styles.muted}>Choose a chat from the queue.</p>
        )}
      </div>
    </section>
  );
}
