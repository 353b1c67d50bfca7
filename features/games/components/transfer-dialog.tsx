'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { AppDialog } from '@/components/app-dialog';
import { formStyles } from '@/components/form';
import { formatCurrencyAmount } from '@/lib/format-money';
import { localeHref } from '@/lib/locale-href';
import { toMinor, transferAmountOk } from '../transfer-amount';
import styles from './transfer-dialog.module.css';

export type TransferDialogProps = {
  /** the game's name, as its tile says */
  name: string;
  currency: string;
  /** the ledger's digits for the currency (ISO minor units): what an amount may carry */
  digits: number;
  /** the main wallet (cash the member may move); undefined while the balance loads */
  main: string | undefined;
  /** what the game's own wallet holds already */
  gameWallet: string;
  busy: boolean;
  /** why the last move was refused, in words; null before any */
  error: string | null;
  /** moves that amount, or everything in main (null) */
  onMove: (amount: string | null) => void;
  /** plays with what the game wallet holds, moving nothing */
  onPlay: () => void;
  onBack: () => void;
};

/**
 * Before a transfer-type game starts (docs/games.md, "Transfer wallets"): how much moves from the
 * main wallet into the game's own — an amount, or All — and what each wallet holds; with money
 * already in the game, playing with it moves nothing. Whatever the game wallet holds comes back
 * when the member leaves the game.
 */
export function TransferDialog(props: TransferDialogProps) {
  const t = useTranslations('play');
  const locale = useLocale();
  const [amount, setAmount] = useState('');
  const [invalid, setInvalid] = useState(false);
  const money = (value: string) => formatCurrencyAmount(value, props.currency, locale);
  const mainMinor = props.main === undefined ? null : toMinor(props.main, props.digits);
  const inGame = (toMinor(props.gameWallet, props.digits) ?? 0n) > 0n;
  const empty = mainMinor !== null && mainMinor <= 0n;
  const error = invalid ? t('error_amount') : props.error;

  return (
    <AppDialog title={t('transfer_title', { name: props.name })} onClose={props.onBack} width={440}>
      <p className={styles.intro}>{t('transfer_intro')}</p>
      <div className={styles.wallets}>
        <div className={styles.wallet}>
          <small>{t('main_wallet')}</small>
          <strong data-testid="transfer-main">{props.main === undefined ? '—' : money(props.main)}</strong>
        </div>
        <div className={styles.wallet}>
          <small>{t('game_wallet')}</small>
          <strong data-testid="transfer-game-wallet">{money(props.gameWallet)}</strong>
        </div>
      </div>
      {empty ? (
        <p className={styles.intro} role="status">
          {t('nothing_to_move')}
        </p>
      ) : (
        <form
          className={formStyles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const ok = props.main !== undefined && transferAmountOk(amount, props.main, props.digits);
            setInvalid(!ok);
            if (ok) props.onMove(amount.trim());
          }}
        >
          <div className={formStyles.field}>
            <label htmlFor="transfer-amount">{t('amount')}</label>
            <div className={`${formStyles.control} ${error ? formStyles.invalid : ''}`}>
              <span className={formStyles.prefix}>{props.currency}</span>
              <input
                id="transfer-amount"
                inputMode="decimal"
                autoComplete="off"
                value={amount}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'transfer-error' : undefined}
                onChange={(event) => (setAmount(event.target.value), setInvalid(false))}
                disabled={props.busy}
              />
              <button
                type="button"
                className={styles.all}
                aria-label={t('move_all_label')}
                disabled={props.busy || props.main === undefined}
                onClick={() => props.onMove(null)}
              >
                {t('all')}
              </button>
            </div>
            {error ? (
              <p id="transfer-error" className={formStyles.error} role="alert">
                {error}
              </p>
            ) : null}
          </div>
          <button type="submit" className={formStyles.submit} disabled={props.busy || props.main === undefined}>
            {props.busy ? t('moving') : t('move_and_play')}
          </button>
        </form>
      )}
      <div className={styles.actions}>
        {inGame ? (
          <button type="button" className={styles.secondary} disabled={props.busy} onClick={props.onPlay}>
            {t('play_with_wallet', { amount: money(props.gameWallet) })}
          </button>
        ) : empty ? (
          <a className={styles.secondary} href={localeHref(locale, '?action=deposit')}>
            {t('deposit')}
          </a>
        ) : null}
        <button type="button" className={styles.secondary} disabled={props.busy} onClick={props.onBack}>
          {t('back')}
        </button>
      </div>
    </AppDialog>
  );
}
