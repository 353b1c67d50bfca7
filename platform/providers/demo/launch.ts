import type { Launch, LaunchRequest } from '../../modules/games';
import { signLaunchToken } from './protocol/launch-token';

export type DemoLaunchOptions = { secret: string; /** the provider's public origin */ url: string; tokenTtlSeconds: number };

/** The demo provider's /play page with an HMAC-signed token it verifies (good for GAME_TOKEN_TTL_SECONDS). */
export function demoLaunch(options: DemoLaunchOptions, { member, game, provider, now }: LaunchRequest): Launch {
  const token = signLaunchToken(options.secret, {
    memberId: member.id,
    gameId: game.gameId,
    providerId: provider.providerId,
    currency: member.currency,
    exp: Math.floor(now.getTime() / 1000) + options.tokenTtlSeconds,
  });
  return { url: `${options.url}/play?token=${encodeURIComponent(token)}` };
}
