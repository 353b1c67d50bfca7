import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The two signatures of the Pusher protocol, both HMAC-SHA256 under the app secret:
 * a private channel's auth (`key:hex(HMAC(socket_id:channel))`), and the HTTP API's request
 * signature over method, path and the sorted query (which carries the body's MD5).
 */
export function channelAuth(app: { key: string; secret: string }, socketId: string, channel: string): string {
  return `${app.key}:${hmacHex(app.secret, `${socketId}:${channel}`)}`;
}

export function isValidChannelAuth(app: { key: string; secret: string }, socketId: string, channel: string, auth: unknown): boolean {
  return typeof auth === 'string' && safeEqual(auth, channelAuth(app, socketId, channel));
}

export function bodyMd5(body: string): string {
  return createHash('md5').update(body, 'utf8').digest('hex');
}

/** The string the HTTP API signs: `METHOD\npath\nk=v&…` with the query sorted, auth_signature left out. */
export function stringToSign(method: string, path: string, query: Record<string, string>): string {
  const params = Object.keys(query)
    .filter((k) => k !== 'auth_signature')
    .sort()
    .map((k) => `${k.toLowerCase()}=${query[k]}`)
    .join('&');
  return `${method.toUpperCase()}\n${path}\n${params}`;
}

export function requestSignature(secret: string, method: string, path: string, query: Record<string, string>): string {
  return hmacHex(secret, stringToSign(method, path, query));
}

function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
