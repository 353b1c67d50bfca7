import { memberChannel, type RealtimeClientConfig } from '@/lib/contracts/realtime';
import type { PlatformEnv } from '../../env';
import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import { channelAuth } from '../../realtime/signatures';

/**
 * realtime/config: how the browser reaches the realtime service. The embedded server is on the
 * site's own origin under /realtime (the site's server forwards the upgrade) unless
 * REALTIME_PUBLIC_URL names another address; Pusher and Soketi are reached directly.
 */
export const realtimeConfig: Handler<'realtime/config'> = async (_input, { env, member }) =>
  ok(realtimeClientConfig(env, memberChannel(member.id)));

/** pusher-js options for a channel: the embedded server behind the site, REALTIME_PUBLIC_URL, Pusher or Soketi. */
export function realtimeClientConfig(env: PlatformEnv, channel: string): RealtimeClientConfig {
  const rt = env.realtime;
  if (!rt.embedded) {
    if (rt.host)
      return { key: rt.key, cluster: rt.cluster ?? 'ap1', host: rt.host, port: rt.port ?? null, tls: rt.useTLS, path: '', channel };
    return { key: rt.key, cluster: rt.cluster ?? 'ap1', host: null, port: null, tls: true, path: '', channel };
  }
  if (rt.publicUrl) {
    const url = new URL(rt.publicUrl);
    const tls = url.protocol === 'wss:';
    return { key: rt.key, cluster: 'ap1', host: url.hostname, port: Number(url.port || (tls ? 443 : 80)), tls, path: '', channel };
  }
  return { key: rt.key, cluster: 'ap1', host: null, port: null, tls: null, path: '/realtime', channel };
}

/**
 * realtime/auth: signs a private channel for the member's socket, HMAC-SHA256 over
 * `socket_id:channel` — only their own `private-member-{id}`; another member's channel is 403.
 */
export const realtimeAuth: Handler<'realtime/auth'> = async ({ socketId, channelName }, { env, member }) => {
  if (channelName !== memberChannel(member.id)) return fail('channel_forbidden', { httpStatus: 403, code: 403 });
  return ok({ auth: channelAuth(env.realtime, socketId, channelName) });
};
