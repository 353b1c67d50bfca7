'use client';

import { useLocale, useTimeZone, useTranslations } from 'next-intl';
import { VirtualScroller, type VirtualScroller as Scroller } from 'primereact/virtualscroller';
import { useCallback, useEffect, useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { useUpload } from '@/components/upload';
import type { ChatMessage } from '@/lib/contracts/chat';
import { formatTime } from '@/lib/dates';
import type { ChatState } from '../use-chat';
import { errorText } from './error-text';
import { Composer } from './composer';
import { MessageItem } from './message-item';
import styles from './chat.module.css';

/** The minimum height of one message row: the scroller's item size. */
export const CHAT_ITEM_SIZE = 18;

/**
 * The active chat: messages in a virtual scroller (scrolling to the top loads the older page until
 * an empty one), then the composer with an image button. New messages scroll into view; loading
 * older ones keeps the reader where they were.
 */
export function Conversation({ state }: { state: ChatState }) {
  const t = useTranslations('chat');
  const locale = useLocale();
  const scroller = useRef<Scroller>(null);
  const element = () => (scroller.current?.getElementRef() as React.RefObject<HTMLDivElement | null> | undefined)?.current ?? null;
  const previous = useRef<{ first: number; last: number; height: number }>({ first: 0, last: 0, height: 0 });
  // The member's country's clock, like every other time on the site (not the browser's own zone).
  const timeZone = useTimeZone() ?? 'UTC';
  const timeOf = useCallback((sendAt: string) => formatTime(sendAt, locale, timeZone), [locale, timeZone]);
  const { upload, status: uploadStatus, progress } = useUpload();
  const fileInput = useRef<HTMLInputElement>(null);
  const { messages } = state;

  // Newer messages: to the bottom. Older ones prepended: keep the same message under the reader's eyes.
  useLayoutEffect(() => {
    const box = element();
    if (!box) return;
    const first = messages[0]?.id ?? 0;
    const last = messages[messages.length - 1]?.id ?? 0;
    const before = previous.current;
    if (before.first !== 0 && first < before.first && last === before.last) {
      box.scrollTop += box.scrollHeight - before.height;
    } else if (last !== before.last) {
      box.scrollTop = box.scrollHeight;
      // The scroller renders the rows the new scroll position reveals; then go to the real bottom.
      requestAnimationFrame(() => (box.scrollTop = box.scrollHeight));
    }
    previous.current = { first, last, height: box.scrollHeight };
  }, [messages]);

  useEffect(() => {
    const box = element();
    if (!box) return;
    previous.current.height = box.scrollHeight;
    // Nothing to scroll (a tall screen, short messages): the member could never reach the top, so load older pages now.
    if (box.scrollHeight <= box.clientHeight && messages.length > 0 && !state.error) void state.loadOlder();
  });

  const onScroll = (event: React.UIEvent<HTMLElement>) => {
    if (event.currentTarget.scrollTop <= 0) void state.loadOlder();
  };

  const attach = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const result = await upload(file, { folder: 'chat', bucket: 1 });
    if (result.status && result.output) await state.send('', result.output.key);
  };

  const uploading = uploadStatus !== 'idle' && uploadStatus !== 'success' && uploadStatus !== 'error';
  return (
    <div className={styles.conversation}>
      {state.loadingOlder ? <p className={styles.system}>{t('loadingOlder')}</p> : null}
      {!state.hasOlder && messages.length > 0 ? <p className={styles.system}>{t('beginning')}</p> : null}
      {messages.length === 0 ? (
        <p className={styles.notice}>{t('loading')}</p>
      ) : (
        <div className={styles.log} role="log" aria-label={t('messages')}>
          <VirtualScroller
            ref={scroller}
            items={messages}
            itemSize={CHAT_ITEM_SIZE}
            appendOnly
            className={styles.messages}
            onScroll={onScroll}
            itemTemplate={(message: ChatMessage) => <MessageItem key={message.id} message={message} timeOf={timeOf} />}
          />
        </div>
      )}
      {state.error ? (
        <p className={styles.error} role="alert">
          {errorText(t, state.error)}
        </p>
      ) : null}
      {uploading ? (
        <p className={styles.system} role="status">
          {t('uploading', { progress })}
        </p>
      ) : null}
      <Composer
        label={t('messageLabel')}
        onSend={(text) => state.send(text)}
        extra={
          <>
            <input
              ref={fileInput}
              type="file"
              accept="image/png,image/jpeg"
              hidden
              onChange={(event) => void attach(event)}
              aria-label={t('attach')}
            />
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('attach')}
              disabled={uploading}
              onClick={() => fileInput.current?.click()}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
                <path
                  fill="currentColor"
                  d="M16.5 6.5v10a4.5 4.5 0 0 1-9 0V5a3 3 0 0 1 6 0v10.5a1.5 1.5 0 0 1-3 0V6.5H9v9a3 3 0 0 0 6 0V5a4.5 4.5 0 0 0-9 0v11.5a6 6 0 0 0 12 0v-10h-1.5Z"
                />
              </svg>
            </button>
          </>
        }
      />
    </div>
  );
}
