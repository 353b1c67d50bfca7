'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { useAppStore } from '@/components/providers/store-provider';
import { clampToViewport, parsePoint, type Point } from '../rules';
import styles from './chat.module.css';

const STORAGE_KEY = 'chat-button-position';
const SIZE = { width: 56, height: 56 };
/** A press that moves less than this is a click, not a drag. */
const DRAG_THRESHOLD = 5;
const KEY_STEP = 16;

function viewport() {
  return { width: window.innerWidth, height: window.innerHeight };
}

function storedPosition(): Point | null {
  try {
    return parsePoint(localStorage.getItem(STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Bottom left: over the sidebar's empty foot on wider screens. */
function defaultPosition(): Point {
  const { height } = viewport();
  return { x: 16, y: height - SIZE.height - 16 };
}

/** Under this width the button would sit on the page's content: the entry moves into the menu drawer. */
const PHONE = '(max-width: 767px)';

/** The menu drawer's slot for a feature's entry (components/layout/sidebar.tsx), on a phone's width only; follows a resize. */
function useDrawerSlot(): HTMLElement | null {
  const find = () => (window.matchMedia?.(PHONE).matches ? document.getElementById('drawer-slot') : null);
  const [slot, setSlot] = useState<HTMLElement | null>(find);
  useEffect(() => {
    if (!window.matchMedia) return;
    const query = window.matchMedia(PHONE);
    const update = () => setSlot(find());
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return slot;
}

/** The chat's entry: the floating button, or on a phone's width an entry of the menu drawer. */
export function ChatButton({ unread, onOpen }: { unread: number; onOpen: () => void }) {
  const slot = useDrawerSlot();
  return slot ? createPortal(<DrawerEntry unread={unread} onOpen={onOpen} />, slot) : <FloatingButton unread={unread} onOpen={onOpen} />;
}

function Bubble() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="26" height="26">
      <path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Z" />
    </svg>
  );
}

function Badge({ unread }: { unread: number }) {
  return unread > 0 ? (
    <span className={styles.badge} data-testid="chat-unread">
      {unread > 99 ? '99+' : unread}
    </span>
  ) : null;
}

/**
 * On a phone's width the chat is an entry of the menu drawer (beside the language), not a button
 * floating over the page's controls.
 */
function DrawerEntry({ unread, onOpen }: { unread: number; onOpen: () => void }) {
  const t = useTranslations('chat');
  const setSidebar = useAppStore((s) => s.setSidebar);
  return (
    <button
      type="button"
      className={styles.drawerEntry}
      aria-label={unread > 0 ? t('openUnread', { count: unread }) : t('open')}
      data-testid="chat-button"
      onClick={() => {
        setSidebar(false);
        onOpen();
      }}
    >
      <Bubble />
      {t('open')}
      <Badge unread={unread} />
    </button>
  );
}

/**
 * The floating chat button: drag it anywhere (it stays inside the viewport, also after a resize;
 * until moved it keeps to the bottom-left corner), its place is remembered; with the keyboard, arrows move it and Enter or Space opens the chat.
 */
function FloatingButton({ unread, onOpen }: { unread: number; onOpen: () => void }) {
  const t = useTranslations('chat');
  // The widget renders only in the browser (loaded after first paint), so the stored place is read at once.
  const [position, setPosition] = useState<Point>(() => clampToViewport(storedPosition() ?? defaultPosition(), SIZE, viewport()));
  const drag = useRef<{ start: Point; origin: Point; moved: boolean } | null>(null);

  const place = useCallback((point: Point, remember: boolean) => {
    const clamped = clampToViewport(point, SIZE, viewport());
    setPosition(clamped);
    if (remember) {
      try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify(clamped));
      } catch {
        // storage full or blocked: the position is only not remembered
      }
    }
  }, []);

  useEffect(() => {
    // Not moved by the member: it keeps to its corner (bottom left); moved: it stays where they put it, inside the screen.
    const onResize = () => setPosition((now) => clampToViewport(storedPosition() ? now : defaultPosition(), SIZE, viewport()));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { start: { x: event.clientX, y: event.clientY }, origin: position, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = event.clientX - d.start.x;
    const dy = event.clientY - d.start.y;
    if (!d.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    d.moved = true;
    place({ x: d.origin.x + dx, y: d.origin.y + dy }, false);
  };
  const onPointerUp = () => {
    const d = drag.current;
    drag.current = null;
    if (d?.moved) place(position, true);
    else if (d) onOpen();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, Point> = {
      ArrowLeft: { x: -KEY_STEP, y: 0 },
      ArrowRight: { x: KEY_STEP, y: 0 },
      ArrowUp: { x: 0, y: -KEY_STEP },
      ArrowDown: { x: 0, y: KEY_STEP },
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      place({ x: position.x + move.x, y: position.y + move.y }, true);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen();
    }
  };

  return (
    <button
      type="button"
      className={styles.button}
      style={{ left: position.x, top: position.y }}
      aria-label={unread > 0 ? t('openUnread', { count: unread }) : t('open')}
      aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown"
      title={t('moveHint')}
      data-testid="chat-button"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (drag.current = null)}
      onKeyDown={onKeyDown}
    >
      <Bubble />
      <Badge unread={unread} />
    </button>
  );
}
