/** Where a game's messages may come from: the frame we launched, on its own (allowed) origin. */
export type GameFrame = {
  /** the origin of the launch URL shown in the frame */
  origin: string;
  /** the frame's window, once it exists */
  window: MessageEventSource | null;
  /** the game provider origins this site is configured to embed */
  allowedOrigins: readonly string[];
};

/** A launch URL's origin when it is one the site may frame, else null (the game is not shown). */
export function allowedGameOrigin(url: string, allowedOrigins: readonly string[]): string | null {
  try {
    const origin = new URL(url).origin;
    return allowedOrigins.includes(origin) ? origin : null;
  } catch {
    return null;
  }
}

/**
 * True only for a `balance` message posted by the launched game's frame from its own origin, and
 * that origin a configured game origin: any other window (another frame, a popup, a page that
 * framed us) is ignored.
 */
export function isGameBalanceMessage(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>, frame: GameFrame): boolean {
  if (event.origin !== frame.origin || !frame.allowedOrigins.includes(event.origin)) return false;
  if (frame.window === null || event.source !== frame.window) return false;
  const data = event.data as { type?: unknown } | null;
  return typeof data === 'object' && data !== null && data.type === 'balance';
}
