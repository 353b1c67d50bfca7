'use client';

import { Button } from 'primereact/button';
import type { Ref } from 'react';
import type { ChatMessage } from '@/lib/contracts/chat';
import styles from '../console.module.css';
import { chatTime } from './chat-time';

/** The conversation, oldest first, with "Load earlier messages" (or the start) on top. */
export function ChatMessages({
  ref,
  ...props
}: {
  ref: Ref<HTMLOListElement>;
  messages: ChatMessage[];
  noMore: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}) {
  return (
    <ol ref={ref} className={styles.chatMessages} aria-label="Messages">
      <li className={styles.chatSystem}>
        {props.noMore ? (
          'Start of the conversation'
        ) : (
          <Button label="Load earlier messages" size="small" text onClick={props.onLoadOlder} loading={props.loadingOlder} />
        )}
      </li>
      {props.messages.map((m) =>
        m.type === 'close' ? (
          <li key={m.id} className={styles.chatSystem}>
            Closed by {m.sender} · {chatTime.format(new Date(m.sendAt))}
          </li>
        ) : (
          <li key={m.id} className={m.senderType === 'member' ? styles.chatFromMember : styles.chatFromAgent}>
            <span className={styles.chatSender}>
              {m.sender} · {chatTime.format(new Date(m.sendAt))}
            </span>
            {m.message ? <span className={styles.chatText}>{m.message}</span> : null}
            {m.attachmentUrl ? (
              <a href={m.attachmentUrl} target="_blank" rel="noreferrer">
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img src={m.attachmentUrl} alt="Attached image" className={styles.chatImage} />
              </a>
            ) : null}
          </li>
        ),
      )}
    </ol>
  );
}
