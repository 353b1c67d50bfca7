import type { RealtimeClientConfig } from '@/lib/contracts/realtime';
import type { ApiClient } from '@/lib/api/client';

export type RealtimeConnection = {
  /** Called with every event of the member's channel. */
  onEvent(handler: (event: string, payload: unknown) => void): void;
  /** Called on every (re)connection after the first, and with the state on every change. */
  onReconnect(handler: () => void): void;
  onState(handler: (state: string) => void): void;
  disconnect(): void;
};

/** pusher-js options for the answer of realtime/config; the embedded server is on the site's own origin. */
export function pusherOptions(config: RealtimeClientConfig, location: { hostname: string; port: string; protocol: string }) {
  const tls = config.tls ?? location.protocol === 'https:';
  if (config.host === null && config.path !== '') {
    // The site's own server forwards /realtime to the embedded server.
    const port = Number(location.port || (tls ? 443 : 80));
    return { cluster: config.cluster, wsHost: location.hostname, wsPort: port, wssPort: port, wsPath: config.path, forceTLS: tls };
  }
  if (config.host !== null) {
    const port = config.port ?? (tls ? 443 : 80);
    return { cluster: config.cluster, wsHost: config.host, wsPort: port, wssPort: port, forceTLS: tls };
  }
  // Pusher itself: the cluster decides the host.
  return { cluster: config.cluster, forceTLS: true };
}

/** Signs one private channel for a socket: the platform's answer `{auth}` or a reason. */
type Authorize = (socketId: string, channelName: string) => Promise<{ status: boolean; msg?: string; output?: { auth: string } } | null>;

/**
 * Opens the member's realtime connection: asks the platform how (realtime/config), loads pusher-js
 * only now (it is not in any page's first load), and authorises the private channel through
 * realtime/auth with the member's session. Returns null when the platform gives no config.
 */
export async function connectMemberChannel(api: ApiClient): Promise<RealtimeConnection | null> {
  const answer = await api.call('realtime/config', {}, { idempotent: true });
  if (!answer?.status || !answer.output) return null;
  return openChannel(answer.output, (socketId, channelName) => api.call('realtime/auth', { socketId, channelName }));
}

/** The console's connection to the support desk's channel, authorised by the console session (operator/realtime-auth). */
export async function connectSupportDesk(api: ApiClient): Promise<RealtimeConnection | null> {
  const answer = await api.call('operator/realtime-config', {}, { idempotent: true });
  if (!answer?.status || !answer.output) return null;
  return openChannel(answer.output, (socketId, channelName) => api.call('operator/realtime-auth', { socketId, channelName }));
}

async function openChannel(config: RealtimeClientConfig, authorize: Authorize): Promise<RealtimeConnection> {
  const { default: Pusher } = await import('pusher-js');
  const pusher = new Pusher(config.key, {
    ...pusherOptions(config, window.location),
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        authorize(socketId, channelName).then(
          (res) => (res?.status && res.output ? callback(null, res.output) : callback(new Error(res?.msg ?? 'auth_failed'), null)),
          (error: unknown) => callback(error instanceof Error ? error : new Error('auth_failed'), null),
        );
      },
    },
  });
  const channel = pusher.subscribe(config.channel);
  const reconnectHandlers: (() => void)[] = [];
  const stateHandlers: ((state: string) => void)[] = [];
  let connectedBefore = false;
  pusher.connection.bind('state_change', ({ current }: { current: string }) => {
    for (const handler of stateHandlers) handler(current);
    if (current !== 'connected') return;
    if (connectedBefore) for (const handler of reconnectHandlers) handler();
    connectedBefore = true;
  });
  return {
    onEvent(handler) {
      channel.bind_global((event: string, payload: unknown) => {
        if (!event.startsWith('pusher:')) handler(event, payload);
      });
    },
    onReconnect: (handler) => void reconnectHandlers.push(handler),
    onState: (handler) => void stateHandlers.push(handler),
    disconnect: () => pusher.disconnect(),
  };
}
