'use client';

import type { EndpointOutput } from '@/lib/contracts/endpoints';
import styles from '../console.module.css';

export type QueueItem = EndpointOutput<'operator/chat-queue'>['items'][number];

/** Minutes (or hours) since a time, for the waiting column. */
export function waitingFor(since: string | null, now: number): string {
  if (!since) return 'answered';
  const minutes = Math.max(0, Math.floor((now - new Date(since).getTime()) / 60_000));
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** The queue: each open chat with its topic, member, waiting time, agent and unread count; the longest waiting first. */
export function ChatQueue({
  items,
  selected,
  onSelect,
  now,
}: {
  items: QueueItem[];
  selected: number | null;
  onSelect: (chatId: number) => void;
  now: number;
}) {
  if (items.length === 0) return <p className={styles.muted}>No chats here.</p>;
  return (
    <ul className={styles.chatQueue} aria-label="Chat queue">
      {items.map((item) => (
        <li key={item.chatId}>
          <button
            type="button"
            className={styles.chatQueueItem}
            aria-current={item.chatId === selected ? 'true' : undefined}
            onClick={() => onSelect(item.chatId)}
          >
            <span className={styles.chatQueueTop}>
              <strong>{item.username}</strong>
              <span>{item.topic}</span>
            </span>
            <span className={styles.chatQueueMeta}>
              {item.status === 'closed' ? 'closed' : item.waitingSince ? `waiting ${waitingFor(item.waitingSince, now)}` : 'answered'}
              {' · '}
              {item.agent ? `with ${item.agent}` : 'unclaimed'}
              {item.offline ? ' · offline message' : ''}
            </span>
            {item.unread > 0 ? (
              <span className={styles.chatUnread} aria-label={`${item.unread} unread`}>
                {item.unread}
              </span>
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
