'use client';

import { useTranslations } from 'next-intl';
import type { ChatMessage } from '@/lib/contracts/chat';
import styles from './chat.module.css';

/** One message: the member's on the right, the desk's on the left, with its time and image. */
export function MessageItem({ message, timeOf }: { message: ChatMessage; timeOf: (sendAt: string) => string }) {
  const t = useTranslations('chat');
  if (message.type === 'close') {
    return <p className={styles.system}>{t('closedByAgent')}</p>;
  }
  const own = message.senderType === 'member';
  return (
    <div className={own ? styles.own : styles.theirs} data-testid="chat-message">
      <div className={styles.bubble}>
        {!own ? <span className={styles.sender}>{message.sender}</span> : null}
        {message.message ? <span className={styles.text}>{message.message}</span> : null}
        {message.attachmentUrl ? (
          <a href={message.attachmentUrl} target="_blank" rel="noreferrer">
            {/* A short-lived signed link to a private image: next/image cannot cache or resize it. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img className={styles.image} src={message.attachmentUrl} alt={t('image')} />
          </a>
        ) : null}
        <time className={styles.time} dateTime={message.sendAt}>
          {timeOf(message.sendAt)}
        </time>
      </div>
    </div>
  );
}
