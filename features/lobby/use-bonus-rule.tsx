'use client';

import dynamic from 'next/dynamic';
import { useCallback, useMemo, useState } from 'react';
import type { LobbyBonusApi } from '@/features/promotions/dialogs';
import type { Game } from '@/lib/contracts/catalog';
import { withFullContext } from '@/components/providers/with-full-context';

// Members only, after first paint: a visitor's lobby loads no promotion code at all.
const LobbyBonus = dynamic(() => withFullContext(import('@/features/promotions/dialogs').then((m) => m.LobbyBonus)), { ssr: false });

/**
 * While a member's bonus is active: each game's badge (what its category counts towards the
 * wagering) and a question before launching a game that counts 0 %. `overlay` is what a row
 * renders once for it: the bonus layer, which also asks the question.
 */
export function useBonusRule(loggedIn: boolean, launch: (game: Game) => void) {
  const [bonus, setBonus] = useState<LobbyBonusApi | null>(null);
  // The same element while nothing changed, so a memoised grid that renders it stays memoised.
  const overlay = useMemo(() => (loggedIn ? <LobbyBonus onChange={setBonus} /> : null), [loggedIn]);
  return {
    bonus,
    launch: useCallback((game: Game) => (bonus ? bonus.launch(game, launch) : launch(game)), [bonus, launch]),
    overlay,
  };
}
