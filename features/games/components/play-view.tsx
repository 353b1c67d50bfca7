'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '@/components/providers/api-provider';
import { useToast } from '@/components/providers/toast-provider';
import { usePageCurrency } from '@/components/providers/use-page-currency';
import { gameWalletBalance, serverMessage, useWalletBalance } from '@/features/wallet';
import { formatCurrencyAmount, shownDecimals } from '@/lib/format-money';
import { localeHref } from '@/lib/locale-href';
import { useRefreshAfterPlay } from '../api';
import { allowedGameOrigin, isGameBalanceMessage } from '../game-messages';
import type { PlayTarget } from '../launch-decision';
import { askLaunchUrl, moveIntoGame } from '../launch-url';
import { toMinor } from '../transfer-amount';
import { setTransferGame } from '../transfer-game';
import styles from './play.module.css';
import { TransferDialog } from './transfer-dialog';

type State =
  | { kind: 'loading' }
  /** a transfer-type game: the member chooses what moves into its wallet first */
  | { kind: 'choose'; url: string; busy: boolean; error: string | null }
  | { kind: 'ready'; url: string; origin: string }
  | { kind: 'failed'; msg: string };

/**
 * The play layout's game: asks for the launch URL; a transfer-type game first asks the member how
 * much to move into its wallet (TransferDialog). Shows the provider's page in a sandboxed iframe
 * from its own origin, keeps the balances in step, and brings a transfer game's wallet back to
 * main when the member leaves (navigation, or a pagehide beacon when the tab closes).
 */
export function PlayView({ target, gameOrigins }: { target: PlayTarget; gameOrigins: readonly string[] }) {
  const t = useTranslations('games');
  const tAll = useTranslations();
  const tPlay = useTranslations('play');
  const api = useApi();
  const router = useRouter();
  const lang = useLocale();
  const toast = useToast();
  const refreshAfterPlay = useRefreshAfterPlay();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [transfer, setTransfer] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const { data: balance } = useWalletBalance();
  const currency = usePageCurrency();
  const digits = shownDecimals(currency);
  const gameWallet = gameWalletBalance(balance, target.providerId);
  // What the game wallet held last: told to the member once the recall on leaving brings it back.
  const heldRef = useRef(gameWallet);
  useEffect(() => {
    heldRef.current = gameWallet;
  }, [gameWallet]);

  const show = (url: string) => {
    // A launch URL off the configured game origins is not shown (the page's CSP would refuse it too).
    const origin = allowedGameOrigin(url, gameOrigins);
    setState(origin ? { kind: 'ready', url, origin } : { kind: 'failed', msg: 'launch_failed' });
  };

  useEffect(() => {
    let cancelled = false;
    void askLaunchUrl(api, target).then((result) => {
      if (cancelled) return;
      if (!result.ok) setState({ kind: 'failed', msg: result.msg });
      else if (result.isTransferType) {
        setTransfer(true);
        setState({ kind: 'choose', url: result.url, busy: false, error: null });
      } else show(result.url);
      refreshAfterPlay();
    });
    return () => {
      cancelled = true;
    };
    // show reads gameOrigins, listed here
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, target, refreshAfterPlay, gameOrigins]);

  useEffect(() => {
    if (!transfer) return;
    setTransferGame({ providerId: target.providerId, name: target.name });
    // Leaving the game (navigation or closing the tab) empties the game wallet back to main.
    const restore = () => navigator.sendBeacon?.('/api/member/restore-balance', new Blob(['{}'], { type: 'application/json' }));
    window.addEventListener('pagehide', restore);
    return () => {
      setTransferGame(null);
      window.removeEventListener('pagehide', restore);
      const held = heldRef.current;
      void api.call('member/restore-balance', {}).then((answer) => {
        refreshAfterPlay();
        if (answer?.status && (toMinor(held, digits) ?? 0n) > 0n) {
          toast({
            severity: 'info',
            summary: tPlay('recalled', { amount: formatCurrencyAmount(held, currency, lang), name: target.name }),
          });
        }
      });
    };
    // Runs once per transfer game; the toast's words are the page's at the time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [transfer, api, refreshAfterPlay, target]);

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

  const move = (amount: string | null) => {
    if (state.kind !== 'choose') return;
    setState({ ...state, busy: true, error: null });
    void moveIntoGame(api, target, amount).then((result) => {
      refreshAfterPlay();
      if (result.ok) show(result.url);
      else setState({ ...state, busy: false, error: tPlay('move_failed', { reason: serverMessage(tAll, result.msg) }) });
    });
  };

  if (state.kind === 'loading') return <p className={styles.status}>{t('preparing', { name: target.name })}</p>;
  if (state.kind === 'failed') {
    return (
      <p className={styles.status} role="alert">
        {t.has(state.msg) ? t(state.msg) : t('launch_failed')}
      </p>
    );
  }
  if (state.kind === 'choose') {
    return (
      <>
        <p className={styles.status}>{t('preparing', { name: target.name })}</p>
        <TransferDialog
          name={target.name}
          currency={currency}
          digits={digits}
          main={balance?.balance}
          gameWallet={gameWallet}
          busy={state.busy}
          error={state.error}
          onMove={move}
          onPlay={() => show(state.url)}
          onBack={() => router.push(localeHref(lang))}
        />
      </>
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
