import type { DemoLaunchRequest, Launch, LaunchRequest } from '../../modules/games';
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

/**
 * A play-money launch: the same /play page with a signed token that names no member (memberId 0)
 * and says demo, so the game server keeps the balance itself and never calls the wallet; `lang`
 * asks for the page in the casino page's language.
 */
export function demoPlayMoneyLaunch(options: DemoLaunchOptions, { currency, language, game, provider, now }: DemoLaunchRequest): Launch {
  const token = signLaunchToken(options.secret, {
    memberId: 0,
    gameId: game.gameId,
    providerId: provider.providerId,
    currency,
    exp: Math.floor(now.getTime() / 1000) + options.tokenTtlSeconds,
    demo: true,
  });
  const lang = language ? `&lang=${encodeURIComponent(language)}` : '';
  return { url: `${options.url}/play?token=${encodeURIComponent(token)}${lang}` };
}
