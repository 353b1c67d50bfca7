/**
 * The Pusher Channels protocol (version 7) as the embedded server speaks it: the frames, the close
 * codes the official clients act on, and the channel names. Everything here is pure.
 */
export const PROTOCOL_VERSION = 7;

/**
 * Close / error codes. pusher-js decides from the range: 4000–4099 never reconnect, 4100–4199
 * reconnect after a back-off, 4200–4299 reconnect at once.
 */
export const CloseCode = {
  /** The app key in the path is not this server's. */
  appNotFound: 4001,
  /** The path is not /app/{key}. */
  pathNotFound: 4005,
  invalidVersion: 4006,
  unsupportedProtocol: 4007,
  noProtocolVersion: 4008,
  /** Origin not allowed. */
  unauthorized: 4009,
  /** The server is shutting down or restarting: come back now. */
  reconnect: 4200,
  /** No pong after the server's ping. */
  pongNotReceived: 4201,
  /** Nothing received for the activity timeout plus the pong wait. */
  closedAfterInactivity: 4202,
} as const;

/** A frame on the wire: `data` is a JSON string in server frames, an object in client frames. */
export type Frame = { event: string; channel?: string; data?: unknown };

export function frame(event: string, data: unknown, channel?: string): string {
  // Server frames carry `data` as a string; an event's data is already one (the HTTP API's body).
  const encoded = typeof data === 'string' ? data : JSON.stringify(data);
  return JSON.stringify(channel === undefined ? { event, data: encoded } : { event, channel, data: encoded });
}

export function errorFrame(code: number | null, message: string): string {
  return JSON.stringify({ event: 'pusher:error', data: { code, message } });
}

/** A client frame, or null when it is not one (bad JSON, no event name). */
export function parseClientFrame(text: string): Frame | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { event, channel, data } = value as Record<string, unknown>;
  if (typeof event !== 'string' || event === '') return null;
  // Clients may send data as an object or as a JSON string (older libraries).
  let parsed = data;
  if (typeof data === 'string') {
    try {
      parsed = JSON.parse(data);
    } catch {
      parsed = data;
    }
  }
  return { event, ...(typeof channel === 'string' ? { channel } : {}), data: parsed };
}

/** Pusher's channel name rule: up to 164 of letters, digits and `_-=@,.;`. */
const CHANNEL_NAME = /^[-a-zA-Z0-9_=@,.;]{1,164}$/;

export type ChannelKind = 'public' | 'private' | 'presence' | 'encrypted';

export function channelKind(name: string): ChannelKind | null {
  if (!CHANNEL_NAME.test(name) || name.startsWith('#')) return null;
  if (name.startsWith('private-encrypted-')) return 'encrypted';
  if (name.startsWith('private-')) return 'private';
  if (name.startsWith('presence-')) return 'presence';
  return 'public';
}

/** A socket id as Pusher makes them: two random integers joined by a dot. */
export function newSocketId(random: () => number = Math.random): string {
  const part = () => Math.floor(random() * 1_000_000_000);
  return `${part()}.${part()}`;
}

export const SOCKET_ID = /^\d+\.\d+$/;

/** The path of a connection: `/app/{key}`, optionally behind a prefix (`/realtime/app/{key}` through the site). */
export function appKeyFromPath(pathname: string): string | null {
  const match = /^(?:\/realtime)?\/app\/([^/]+)\/?$/.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : null;
}
