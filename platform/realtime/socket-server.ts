import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { ChannelHub, type Connection } from './hub';
import { CloseCode, PROTOCOL_VERSION, appKeyFromPath, channelKind, errorFrame, frame, newSocketId, parseClientFrame } from './protocol';
import { isValidChannelAuth } from './signatures';

export type SocketServerOptions = {
  app: { key: string; secret: string };
  /** Browser origins allowed to connect; a request without Origin (a server-side client) is allowed. */
  allowedOrigins: readonly string[];
  activityTimeoutSeconds: number;
  pongTimeoutSeconds: number;
  /** Subscriptions one connection may hold. */
  maxChannelsPerConnection?: number;
  log?: { warn(message: string): void };
};

export type SocketServer = {
  readonly hub: ChannelHub;
  /** Takes an HTTP upgrade on /app/{key} (or /realtime/app/{key}); returns false for any other path. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  connectionCount(): number;
  /** Closes every connection with 4200 (reconnect now) and stops the idle sweep. */
  close(): Promise<void>;
};

/** The frames of a socket the server had to refuse: an error the client acts on, then the close. */
function refuse(ws: WebSocket, code: number, message: string): void {
  ws.send(errorFrame(code, message));
  ws.close(code, message);
}

/**
 * The embedded Pusher-protocol socket server (`ws`): handshake, ping/pong, subscribe/unsubscribe
 * with private-channel signatures, and one sweep timer for idle connections (no timer per socket).
 */
export function createSocketServer(options: SocketServerOptions): SocketServer {
  const hub = new ChannelHub();
  const connections = new Set<Connection>();
  const maxChannels = options.maxChannelsPerConnection ?? 100;
  const activityMs = options.activityTimeoutSeconds * 1000;
  const pongMs = options.pongTimeoutSeconds * 1000;
  // perMessageDeflate off: small JSON frames, and compression state costs memory per socket.
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: 64 * 1024 });

  function onConnection(ws: WebSocket, request: IncomingMessage): void {
    const url = new URL(request.url ?? '/', 'http://realtime.invalid');
    const key = appKeyFromPath(url.pathname);
    const origin = request.headers.origin;
    if (origin !== undefined && !options.allowedOrigins.includes(origin)) return refuse(ws, CloseCode.unauthorized, 'Origin not allowed');
    if (key !== options.app.key) return refuse(ws, CloseCode.appNotFound, 'Application does not exist');
    const protocol = url.searchParams.get('protocol');
    if (protocol === null) return refuse(ws, CloseCode.noProtocolVersion, 'No protocol version supplied');
    if (Number(protocol) !== PROTOCOL_VERSION) return refuse(ws, CloseCode.unsupportedProtocol, 'Unsupported protocol version');

    const connection: Connection = { socketId: newSocketId(), ws, channels: new Set(), lastSeen: Date.now(), pingSentAt: null };
    connections.add(connection);
    const seen = () => {
      connection.lastSeen = Date.now();
      connection.pingSentAt = null;
    };
    // Protocol-level pings and pongs are activity too (some clients only send those).
    ws.on('ping', seen);
    ws.on('pong', seen);
    ws.on('message', (raw, isBinary) => {
      seen();
      if (isBinary) return;
      onFrame(connection, raw.toString());
    });
    ws.on('close', () => {
      connections.delete(connection);
      hub.drop(connection);
    });
    ws.on('error', () => ws.terminate());
    ws.send(frame('pusher:connection_established', { socket_id: connection.socketId, activity_timeout: options.activityTimeoutSeconds }));
  }

  function onFrame(connection: Connection, text: string): void {
    const message = parseClientFrame(text);
    if (!message) return void connection.ws.send(errorFrame(null, 'Invalid message: expected JSON with an event name'));
    const data = (typeof message.data === 'object' && message.data !== null ? message.data : {}) as Record<string, unknown>;
    switch (message.event) {
      case 'pusher:ping':
        return void connection.ws.send(frame('pusher:pong', {}));
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        return subscribe(connection, data);
      case 'pusher:unsubscribe':
        if (typeof data.channel === 'string') hub.unsubscribe(connection, data.channel);
        return;
      default:
        if (message.event.startsWith('client-')) {
          connection.ws.send(errorFrame(null, 'Client events are not enabled on this server'));
        }
    }
  }

  function subscribe(connection: Connection, data: Record<string, unknown>): void {
    const channel = typeof data.channel === 'string' ? data.channel : '';
    const kind = channelKind(channel);
    const fail = (type: string, error: string, status: number) =>
      connection.ws.send(JSON.stringify({ event: 'pusher:subscription_error', channel, data: { type, error, status } }));
    if (kind === null) return fail('InvalidChannel', 'Invalid channel name', 400);
    if (kind === 'presence' || kind === 'encrypted') return fail('UnsupportedChannel', `${kind} channels are not supported here`, 400);
    if (kind === 'private' && !isValidChannelAuth(options.app, connection.socketId, channel, data.auth)) {
      return fail('AuthError', 'Invalid signature for this connection and channel', 401);
    }
    if (!connection.channels.has(channel) && connection.channels.size >= maxChannels) {
      return fail('LimitReached', `At most ${maxChannels} channels per connection`, 400);
    }
    hub.subscribe(connection, channel);
    connection.ws.send(frame('pusher_internal:subscription_succeeded', {}, channel));
  }

  // One sweep for every socket: ping the quiet ones, close those that never answered.
  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const connection of connections) {
        if (connection.pingSentAt !== null) {
          if (now - connection.pingSentAt >= pongMs) connection.ws.close(CloseCode.pongNotReceived, 'Pong reply not received');
        } else if (now - connection.lastSeen >= activityMs) {
          connection.pingSentAt = now;
          connection.ws.send(frame('pusher:ping', {}));
        }
      }
    },
    Math.max(100, Math.min(activityMs, pongMs) / 4),
  );
  sweep.unref();

  return {
    hub,
    handleUpgrade(request, socket, head) {
      const path = new URL(request.url ?? '/', 'http://realtime.invalid').pathname;
      if (!/^(?:\/realtime)?\/app\//.test(path)) return false;
      wss.handleUpgrade(request, socket, head, (ws) => onConnection(ws, request));
      return true;
    },
    connectionCount: () => connections.size,
    async close() {
      clearInterval(sweep);
      for (const connection of connections) connection.ws.close(CloseCode.reconnect, 'Server restarting');
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      for (const connection of connections) connection.ws.terminate();
    },
  };
}
