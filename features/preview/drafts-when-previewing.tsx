'use client';

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { usePreviewKey } from './preview-store';

/**
 * A part of a page that the console's preview replaces with the operator's drafts: the published
 * part (`children`) for everyone, and in a preview whose key is checked the drafts' component,
 * loaded only then (no member's page carries its code), showing `children` until its drafts come.
 */
export function draftsWhenPreviewing<P extends { children: ReactNode }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Drafts = lazy(() => load().then((Component) => ({ default: Component })));
  function DraftsWhenPreviewing(props: P) {
    if (usePreviewKey() === null) return props.children;
    return (
      <Suspense fallback={props.children}>
        <Drafts {...props} />
      </Suspense>
    );
  }
  return DraftsWhenPreviewing;
}
