import type { ChatMessage } from '@/lib/contracts/chat';

/**
 * The chat's rules, apart from React: what may be sent, what a key press in the composer means,
 * when the widget shows, where the button may sit, and how pages of messages merge.
 */

/** Sending needs text once trimmed: spaces or a lone line break are empty. */
export function sendable(text: string): boolean {
  return text.trim().length > 0;
}

/** Starting needs a topic and a message that is not empty. */
export function startable(topicId: number | null, text: string): boolean {
  return topicId !== null && sendable(text);
}

/** Enter sends (and clears); Shift+Enter is a new line; Enter while an IME composes is the IME's. */
export function composerKey(event: { key: string; shiftKey: boolean; isComposing?: boolean }): 'send' | 'newline' | 'type' {
  if (event.key !== 'Enter' || event.isComposing) return 'type';
  return event.shiftKey ? 'newline' : 'send';
}

/**
 * Shown to a logged-in member when the site is not production, or in production only when the
 * site's title is the configured one (the operator's setting, else the site's env default).
 */
export function widgetVisible(facts: {
  loggedIn: boolean;
  siteEnv: string;
  siteTitle: string;
  operatorTitle: string | undefined;
  envTitle: string;
}): boolean {
  if (!facts.loggedIn) return false;
  if (facts.siteEnv !== 'production') return true;
  const configured = (facts.operatorTitle ?? '').trim() || facts.envTitle.trim();
  return configured !== '' && configured === facts.siteTitle.trim();
}

export type Point = { x: number; y: number };

/** The button's top-left corner kept inside the viewport (a margin from each edge). */
export function clampToViewport(
  point: Point,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  margin = 8,
): Point {
  const maxX = Math.max(margin, viewport.width - size.width - margin);
  const maxY = Math.max(margin, viewport.height - size.height - margin);
  return { x: Math.min(Math.max(point.x, margin), maxX), y: Math.min(Math.max(point.y, margin), maxY) };
}

/** A stored position, if it is one (localStorage may hold anything). */
export function parsePoint(raw: string | null): Point | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (value && typeof value === 'object' && Number.isFinite((value as Point).x) && Number.isFinite((value as Point).y)) {
      return { x: (value as Point).x, y: (value as Point).y };
    }
  } catch {
    // not JSON: no stored position
  }
  return null;
}

/** Messages by id, each once, oldest first (pages, missed messages and own sends overlap). */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const message of current) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export function lastId(messages: readonly ChatMessage[]): number {
  return messages.length ? messages[messages.length - 1]!.id : 0;
}
