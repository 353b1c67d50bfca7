'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { ChatState } from '../use-chat';
import { Conversation } from './conversation';
import { errorText } from './error-text';
import { TopicForm } from './topic-form';
import styles from './chat.module.css';

/**
 * The open panel: the topic form until a chat starts, then the conversation. Ending the chat asks
 * first; Escape or the minimise button only hides the panel (the chat stays open).
 */
export function ChatPanel({ state, onMinimise }: { state: ChatState; onMinimise: () => void }) {
  const t = useTranslations('chat');
  const [confirming, setConfirming] = useState(false);
  const [closeError, setCloseError] = useState<string | null>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panel.current?.focus();
  }, []);

  const endChat = async () => {
    try {
      await state.close();
      setConfirming(false);
      setCloseError(null);
    } catch (e) {
      setCloseError((e as Error).message);
    }
  };

  let body: React.ReactNode;
  if (state.loading) body = <p className={styles.notice}>{t('loading')}</p>;
  else if (state.loadError)
    body = (
      <div className={styles.notice} role="alert">
        <p>{errorText(t, state.loadError)}</p>
        <button type="button" className={styles.linkButton} onClick={state.retry}>
          {t('retry')}
        </button>
      </div>
    );
  else if (state.chat) body = <Conversation state={state} />;
  else
    body = (
      <>
        {state.closedByAgent ? (
          <p className={styles.system} role="status">
            {t('closedByAgent')}
          </p>
        ) : null}
        <TopicForm
          agentsOnline={state.agentsOnline}
          onStart={async (topic, message) => {
            state.dismissClosed();
            await state.start(topic, message);
          }}
        />
      </>
    );

  return (
    <div
      ref={panel}
      tabIndex={-1}
      className={styles.panel}
      role="dialog"
      aria-label={t('title')}
      onKeyDown={(event) => event.key === 'Escape' && !confirming && onMinimise()}
    >
      <header className={styles.header}>
        <div>
          <h2 className={styles.title}>{t('title')}</h2>
          <p className={state.online ? styles.status : styles.statusOffline} role="status">
            {state.online
              ? state.chat
                ? state.chat.agent
                  ? t('withAgent', { agent: state.chat.agent })
                  : t('waiting')
                : t('subtitle')
              : t('offline')}
          </p>
        </div>
        <div className={styles.headerActions}>
          {state.chat ? (
            <button type="button" className={styles.endButton} onClick={() => setConfirming(true)}>
              {t('end')}
            </button>
          ) : null}
          <button type="button" className={styles.iconButton} aria-label={t('minimise')} onClick={onMinimise}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
              <path fill="currentColor" d="M6 11h12v2H6z" />
            </svg>
          </button>
        </div>
      </header>
      {confirming ? (
        <div className={styles.confirm} role="alertdialog" aria-label={t('endConfirmTitle')}>
          <p>{t('endConfirm')}</p>
          {closeError ? (
            <p className={styles.error} role="alert">
              {errorText(t, closeError)}
            </p>
          ) : null}
          <div className={styles.confirmActions}>
            <button type="button" className={styles.secondary} onClick={() => setConfirming(false)}>
              {t('keepChatting')}
            </button>
            <button type="button" className={styles.danger} onClick={() => void endChat()}>
              {t('endYes')}
            </button>
          </div>
        </div>
      ) : null}
      <div className={styles.body}>{body}</div>
    </div>
  );
}
