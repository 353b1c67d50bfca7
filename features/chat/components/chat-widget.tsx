'use client';

import { useEffect, useState } from 'react';
import { liveBus } from '@/features/realtime';
import { useChat } from '../use-chat';
import { ChatButton } from './chat-button';
import { ChatPanel } from './chat-panel';
import styles from './chat.module.css';

/** The live-chat widget: the floating button (with the unread badge) or the open panel. */
export default function ChatWidget() {
  const [open, setOpen] = useState(false);
  const state = useChat(open);

  // The desk ended the chat: the panel closes (the next open says so above the topic form).
  useEffect(() => liveBus.onEvent((event) => event === 'close-chat-room' && setOpen(false)), []);

  return (
    <div className={styles.root}>
      {open ? (
        <ChatPanel state={state} onMinimise={() => setOpen(false)} />
      ) : (
        <ChatButton unread={state.unread} onOpen={() => setOpen(true)} />
      )}
    </div>
  );
}
