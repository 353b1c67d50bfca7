'use client';

import type { ComponentType } from 'react';
import { AllMessages, loadPageMessages } from './all-messages';
import { withQueries } from './with-queries';
import { wrapIn } from './wrap-in';

/**
 * A component that loads on demand (a dialog, a widget) and uses messages beyond the shell's: loaded
 * together with the segment's messages and rendered with every namespace and under a QueryIsland
 * (for `next/dynamic` and `React.lazy` loaders, which run in the browser after hydration).
 * `queries: false` for a part that reads nothing through React Query (the language dialog, a
 * visitor's tap on a phone): it then loads without it.
 */
export function withFullContext<P extends object>(
  component: Promise<ComponentType<P>>,
  { queries = true }: { queries?: boolean } = {},
): Promise<ComponentType<P>> {
  // Fetched alongside the code, so AllMessages has them at its first render. A failed fetch
  // resolves null: the part still shows.
  const messages = loadPageMessages();
  return Promise.all([queries ? withQueries(component) : component, messages]).then(([Component]) => wrapIn(AllMessages, Component));
}
