'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '@/components/providers/api-provider';
import { useRefreshAfterPlay } from '../api';
import { allowedGameOrigin, isGameBalanceMessage } from '../game-messages';
import type { PlayTarget } from '../launch-decision';
import { obtainLaunchUrl } from '../launch-url';
import styles from './play.module.css';

type State = { kind: 'loading' } | { kind: 'ready'; url: string; origin: string; transfer: boolean } | { kind: 'failed'; msg: string };

/**
 * The play layout's game: asks for the launch URL (with the transfer steps), shows the provider's
 * page in a sandboxed iframe from its own origin, keeps the header balance in step, and brings a
 * transfer game's funds back to the main wallet when the member leaves.
 */
export function PlayView({ target, gameOrigins }: { target: PlayTarget; gameOrigins: readonly string[] }) {
  const t = useTranslations('games');
  const api = useApi();
  const refreshAfterPlay = useRefreshAfterPlay();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    let cancelled = false;
    void obtainLaunchUrl(api, target).then((result) => {
      if (cancelled) return;
      // A launch URL off the configured game origins is not shown (the page's CSP would refuse it too).
      const origin = result.ok ? allowedGameOrigin(result.url, gameOrigins) : null;
      if (!result.ok) setState({ kind: 'failed', msg: result.msg });
      else if (!origin) setState({ kind: 'failed', msg: 'launch_failed' });
      else setState({ kind: 'ready', url: result.url, origin, transfer: result.isTransferType });
      refreshAfterPlay();
    });
    return () => {
      cancelled = true;
    };
  }, [api, target, refreshAfterPlay, gameOrigins]);

  const transfer = state.kind === 'ready' && state.transfer;
  useEffect(() => {
    if (!transfer) return;
    // Leaving the game (navigation or closing the tab) empties the provider wallet back to main.
    const restore = () => navigator.sendBeacon?.('/api/member/restore-balance', new Blob(['{}'], { type: 'application/json' }));
    window.addEventListener('pagehide', restore);
    return () => {
      window.removeEventListener('pagehide', restore);
      void api.call('member/restore-balance', {}).then(refreshAfterPlay);
    };
  }, [transfer, api, refreshAfterPlay]);

  const origin = state.kind === 'ready' ? state.origin : null;
  useEffect(() => {
    if (!origin) return;
    const onMessage = (event: MessageEvent) => {
      const frame = { origin, window: frameRef.current?.contentWindow ?? null, allowedOrigins: gameOrigins };
      // The message only says a round settled: the balance query fetches the amount itself.
      if (isGameBalanceMessage(event, frame)) refreshAfterPlay();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, gameOrigins, refreshAfterPlay]);

  if (state.kind === 'loading') return <p className={styles.status}>{t('preparing', { name: target.name })}</p>;
  if (state.kind === 'failed') {
    return (
      <p className={styles.status} role="alert">
        {t.has(state.msg) ? t(state.msg) : t('launch_failed')}
      </p>
    );
  }
  return (
    <iframe
      ref={frameRef}
      className={styles.frame}
      src={state.url}
      title={target.name}
      sandbox="allow-scripts allow-same-origin allow-forms"
      allow="autoplay; fullscreen"
      // The game learns our origin (never the path) so it can post its balance to us by name.
      referrerPolicy="origin"
    />
  );
}
