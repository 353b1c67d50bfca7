'use client';

import { useSyncExternalStore } from 'react';

/** The transfer-type game the play page is showing (its provider keeps the member's money in its own wallet). */
export type TransferGame = { providerId: string; name: string };

let current: TransferGame | null = null;
const listeners = new Set<() => void>();

/**
 * The play page says which transfer game it shows; the play bar (drawn by the layout, outside the
 * page) reads it to show that game's wallet. Null when no transfer game is on screen.
 */
export function setTransferGame(game: TransferGame | null): void {
  current = game;
  for (const listener of listeners) listener();
}

export function useTransferGame(): TransferGame | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
