'use client';

import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
let openDialogs = 0;

function focusables(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
}

/**
 * What makes a panel modal once React runs: focus moves into it (and back to the opener when it
 * closes), Tab stays inside, Escape closes it, and the page behind does not scroll.
 */
export function useModalBehaviour(panel: RefObject<HTMLElement | null>, onClose: () => void): void {
  useEffect(() => {
    const el = panel.current;
    if (!el) return;
    const opener =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    // A field the member already focused before the scripts ran keeps its focus; else the first
    // control that is not the close button.
    if (!el.contains(document.activeElement))
      (focusables(el).find((f) => f.dataset.dialogClose === undefined) ?? el).focus({ preventScroll: true });
    openDialogs += 1;
    document.body.style.overflow = 'hidden';
    return () => {
      openDialogs -= 1;
      if (openDialogs === 0) document.body.style.overflow = '';
      if (opener?.isConnected) requestAnimationFrame(() => opener.focus({ preventScroll: true }));
    };
  }, [panel]);

  useEffect(() => {
    const el = panel.current;
    if (!el) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const list = focusables(el);
      if (list.length === 0) return event.preventDefault();
      const first = list[0]!;
      const last = list[list.length - 1]!;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    el.addEventListener('keydown', onKey);
    return () => el.removeEventListener('keydown', onKey);
  }, [panel, onClose]);
}
