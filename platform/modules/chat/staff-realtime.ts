import { SUPPORT_DESK_CHANNEL } from '@/lib/contracts/realtime';
import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import { channelAuth } from '../../realtime/signatures';
import { realtimeClientConfig } from '../realtime';

/** operator/realtime-config: how the console's chat page connects, and the support desk's channel. */
export const operatorRealtimeConfig: Handler<'operator/realtime-config'> = async (_input, { env }) =>
  ok(realtimeClientConfig(env, SUPPORT_DESK_CHANNEL));

/** operator/realtime-auth: signs the support desk's channel for a console socket; nothing else (members' channels are theirs). */
export const operatorRealtimeAuth: Handler<'operator/realtime-auth'> = async ({ socketId, channelName }, { env }) => {
  if (channelName !== SUPPORT_DESK_CHANNEL) return fail('channel_forbidden', { httpStatus: 403, code: 403 });
  return ok({ auth: channelAuth(env.realtime, socketId, channelName) });
};
