import type { ComponentType } from 'react';
import { wrapIn } from './wrap-in';

/**
 * A part loaded on demand (`next/dynamic`, `React.lazy`) that reads or writes through React Query:
 * loaded together with the island that gives it the page's client.
 */
export function withQueries<P extends object>(component: Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  return Promise.all([component, import('./query-island')]).then(([Component, island]) => wrapIn(island.QueryIsland, Component));
}
