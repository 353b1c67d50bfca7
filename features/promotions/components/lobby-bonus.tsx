'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { useBonusStatus } from '../hooks';
import { contributionOf } from '../progress';

// PrimeReact's dialog loads when a 0 % game is launched, not with the lobby's bonus layer.
const ConfirmDialog = dynamic(() => import('@/components/confirm-dialog').then((m) => m.ConfirmDialog), { ssr: false });

/** What the lobby needs to know of a game. */
type BonusGame = { type: string; name: string; displayName: string };

/**
 * While a bonus is active: each tile's badge (what its category counts towards the wagering) and
 * the launcher that asks before a game counting 0 %.
 */
export type LobbyBonusApi = {
  badge: (category: string) => string;
  launch: <G extends BonusGame>(game: G, play: (game: G) => void) => void;
};

type Asking = { name: string; play: () => void };

/**
 * The lobby's bonus layer, loaded for members only after first paint: hands the lobby the active
 * bonus's badge and launcher (null without one) and asks the 0 % question itself.
 */
export function LobbyBonus({ onChange }: { onChange: (api: LobbyBonusApi | null) => void }) {
  const t = useTranslations('promotions');
  const tCommon = useTranslations('common');
  const { data } = useBonusStatus();
  const active = data?.active?.status === 'active' ? data.active : null;
  const [asking, setAsking] = useState<Asking | null>(null);
  const api = useMemo<LobbyBonusApi | null>(
    () =>
      active && {
        badge: (category) => t('contribution_badge', { percent: contributionOf(active, category) }),
        launch: (game, play) =>
          contributionOf(active, game.type) === 0 ? setAsking({ name: game.displayName || game.name, play: () => play(game) }) : play(game),
      },
    [active, t],
  );
  useEffect(() => onChange(api), [api, onChange]);
  useEffect(() => () => onChange(null), [onChange]);
  if (!asking) return null;
  return (
    <ConfirmDialog
      title={t('zero_title')}
      confirmLabel={t('zero_play')}
      cancelLabel={tCommon('cancel')}
      onCancel={() => setAsking(null)}
      onConfirm={() => {
        setAsking(null);
        asking.play();
      }}
    >
      <p>{t('zero_text', { name: asking.name })}</p>
    </ConfirmDialog>
  );
}
