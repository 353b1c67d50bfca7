import type { IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import type { Duplex } from 'node:stream';

/** The site's path for the embedded realtime server: pusher-js opens `/realtime/app/{key}` on the site's origin. */
export const REALTIME_PATH = '/realtime/';

/**
 * Forwards a websocket upgrade on /realtime/ to the platform (the embedded realtime server shares
 * its port), byte for byte after the request head, which is replayed with X-Forwarded-For set to
 * the client the site's server vouches for. The browser sees one origin, so the CSP's
 * `connect-src 'self'` covers the socket and no second public port is needed. Returns false for
 * any other path (the caller closes it).
 */
export function forwardRealtimeUpgrade(
  request: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  upstream: URL,
  clientIp: string | null,
): boolean {
  if (!request.url?.startsWith(REALTIME_PATH)) return false;
  const port = Number(upstream.port || (upstream.protocol === 'https:' ? 443 : 80));
  const target = connect(port, upstream.hostname.replace(/^\[|\]$/g, ''));
  const lines = [`${request.method ?? 'GET'} ${request.url} HTTP/1.1`];
  const raw = request.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i]!.toLowerCase() === 'x-forwarded-for') continue;
    lines.push(`${raw[i]}: ${raw[i + 1]}`);
  }
  if (clientIp) lines.push(`X-Forwarded-For: ${clientIp}`);
  target.on('connect', () => {
    target.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length > 0) target.write(head);
    socket.pipe(target).pipe(socket);
  });
  const closeBoth = () => {
    socket.destroy();
    target.destroy();
  };
  target.on('error', closeBoth);
  socket.on('error', closeBoth);
  target.on('close', () => socket.destroy());
  socket.on('close', () => target.destroy());
  return true;
}
