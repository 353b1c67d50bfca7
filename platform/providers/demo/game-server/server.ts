import { randomBytes } from 'node:crypto';
import { minorUnitsOf } from '@/lib/contracts/currencies';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { verifyLaunchToken } from '../protocol/launch-token';
import { formatMinor } from './format';
import { betOptions, gameKindFor, type HiLoChoice } from './games';
import { cryptoRandom, type RandomInt } from './games/random';
import { renderErrorPage, renderGamePage } from './page';
import { pageWords } from './page-words';
import { OwedCalls } from './owed-calls';
import { demoStartBalance, playDemoRound } from './demo-round';
import { playRound } from './round';
import { registerRoundStatus } from './round-status';
import { SessionStore } from './sessions';
import { OwedSettler } from './settle-owed';
import type { WalletClient } from './wallet-client';

/** What the provider knows about a game; a real provider has its own catalogue. */
export type GameInfo = { name: string; type: string; transfer: boolean };

export type GameServerOptions = {
  secret: string;
  clock: () => Date;
  describeGame(gameId: string, providerId: string): Promise<GameInfo | null>;
  wallet: WalletClient;
  random?: RandomInt;
  sessions?: SessionStore;
  /** Play-money sessions, kept apart so launching demos never pushes a member's session out. */
  demoSessions?: SessionStore;
  logger?: FastifyServerOptions['logger'];
  /** Site origins that may frame the games and receive their balance messages; none: no framing, no messages. */
  siteOrigins?: readonly string[];
  /** What the provider still owes the wallet, and who delivers it (default: kept in memory only). */
  owed?: { calls: OwedCalls; settler: OwedSettler };
};

/**
 * The demo game provider: its own server on its own origin. GET /play?token= checks the launch
 * token and serves the game; the page plays through POST /api/round with the session issued
 * there, so it keeps working after the two-minute token has expired.
 */
export function buildGameServer(options: GameServerOptions): FastifyInstance {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 4 * 1024 });
  const sessions = options.sessions ?? new SessionStore({ clock: options.clock });
  const demoSessions = options.demoSessions ?? new SessionStore({ clock: options.clock, maxSessions: 2_000 });
  const useSession = (id: unknown) => sessions.use(id) ?? demoSessions.use(id);
  const random = options.random ?? cryptoRandom;
  const siteOrigins = options.siteOrigins ?? [];
  const owedCalls = options.owed?.calls ?? new OwedCalls(null);
  const settler =
    options.owed?.settler ?? new OwedSettler({ wallet: options.wallet, owed: owedCalls, now: () => options.clock().getTime() });
  registerRoundStatus(app, { secret: options.secret, owed: owedCalls, settler });

  app.get('/health', async () => ({ status: true }));

  app.get<{ Querystring: { token?: string; lang?: string } }>('/play', async (request, reply) => {
    const send = (code: number, html: string, nonce?: string) => sendHtml(reply.code(code), html, siteOrigins, nonce);
    // The page's language, when the launch names one (a demo does); not signed: it changes only words.
    const lang = typeof request.query.lang === 'string' ? request.query.lang : undefined;
    const { words } = pageWords(lang);
    const check = verifyLaunchToken(options.secret, request.query.token ?? '', options.clock());
    if (!check.ok) {
      const expired = check.reason === 'expired';
      return send(401, renderErrorPage(expired ? words.expiredTitle : words.invalidTitle, expired ? words.expired : words.invalid));
    }
    const claims = check.claims;
    const game = await options.describeGame(claims.gameId, claims.providerId);
    if (!game) return send(404, renderErrorPage(words.notFoundTitle, words.notFound));

    if (claims.demo) {
      // Play money: the balance is the session's own, the wallet is never asked.
      const decimals = minorUnitsOf(claims.currency);
      const session = demoSessions.create({
        memberId: 0,
        gameId: claims.gameId,
        providerId: claims.providerId,
        currency: claims.currency,
        decimals,
        gameName: game.name,
        kind: gameKindFor(game.type),
        demoBalance: demoStartBalance(decimals),
      });
      const nonce = randomBytes(16).toString('base64');
      const html = renderGamePage(
        {
          gameName: game.name,
          kind: session.kind,
          sessionId: session.id,
          currency: claims.currency,
          balance: formatMinor(session.demoBalance!, decimals),
          bets: betOptions(decimals).map((minor) => [minor.toString(), formatMinor(minor, decimals)]),
          transfer: false,
          parentOrigin: null,
          demo: true,
          lang,
        },
        nonce,
      );
      return send(200, html, nonce);
    }

    const wallet = await options.wallet
      .call('balance', { memberId: claims.memberId, providerId: claims.providerId, currency: claims.currency })
      .catch((error: unknown) => ({
        status: false,
        msg: error instanceof Error ? error.message : 'unreachable',
        balance: undefined,
        decimals: undefined,
      }));
    if (!wallet.status || wallet.balance === undefined) {
      return send(502, renderErrorPage('Game unavailable', 'The wallet could not be reached. Please try again later.'));
    }
    const decimals = wallet.decimals ?? 2;
    const session = sessions.create({
      memberId: claims.memberId,
      gameId: claims.gameId,
      providerId: claims.providerId,
      currency: claims.currency,
      decimals,
      gameName: game.name,
      kind: gameKindFor(game.type),
    });
    const nonce = randomBytes(16).toString('base64');
    const html = renderGamePage(
      {
        gameName: game.name,
        kind: session.kind,
        sessionId: session.id,
        currency: claims.currency,
        balance: formatMinor(BigInt(wallet.balance), decimals),
        bets: betOptions(decimals).map((minor) => [minor.toString(), formatMinor(minor, decimals)]),
        transfer: game.transfer,
        parentOrigin: embedderOrigin(request.headers.referer, siteOrigins),
        lang,
      },
      nonce,
    );
    return send(200, html, nonce);
  });

  app.post<{ Body: { session?: unknown; bet?: unknown; choice?: unknown } }>('/api/round', async (request, reply) => {
    const session = useSession(request.body?.session);
    if (!session) return reply.code(401).send({ status: false, msg: 'session_expired' });
    const allowed = betOptions(session.decimals);
    const bet = allowed.find((b) => b.toString() === request.body?.bet);
    if (bet === undefined) return reply.code(400).send({ status: false, msg: 'invalid_bet', currency: session.currency });
    const choice: HiLoChoice = request.body?.choice === 'lo' ? 'lo' : 'hi';
    if (session.demoBalance !== undefined)
      return reply.header('cache-control', 'no-store').send(playDemoRound(random, session, { bet, choice }));
    return reply
      .header('cache-control', 'no-store')
      .send(await playRound({ wallet: options.wallet, random, owed: owedCalls, settler }, session, { bet, choice }));
  });

  app.post<{ Body: { session?: unknown } }>('/api/balance', async (request, reply) => {
    const session = useSession(request.body?.session);
    if (!session) return reply.code(401).send({ status: false, msg: 'session_expired' });
    if (session.demoBalance !== undefined) {
      const balance = session.demoBalance;
      return reply.header('cache-control', 'no-store').send({
        status: true,
        msg: 'success',
        balance: formatMinor(balance, session.decimals),
        minor: balance.toString(),
        currency: session.currency,
      });
    }
    const answer = await options.wallet
      .call('balance', { memberId: session.memberId, providerId: session.providerId, currency: session.currency })
      .catch(() => ({ status: false, msg: 'wallet_unavailable', balance: undefined }));
    if (!answer.status || answer.balance === undefined) return reply.send({ status: false, msg: answer.msg });
    return reply.header('cache-control', 'no-store').send({
      status: true,
      msg: 'success',
      balance: formatMinor(BigInt(answer.balance), session.decimals),
      minor: answer.balance,
      currency: session.currency,
    });
  });

  return app;
}

/**
 * The site page that framed the game, told by the Referer (the site's iframe sends its origin),
 * when it is one of the configured site origins: the only window the game posts its balance to.
 */
export function embedderOrigin(referer: string | undefined, siteOrigins: readonly string[]): string | null {
  if (!referer) return null;
  try {
    const origin = new URL(referer).origin;
    return siteOrigins.includes(origin) ? origin : null;
  } catch {
    return null;
  }
}

/**
 * The page may be framed only by the configured site origins, runs only its own nonce'd script and
 * style, and talks only to this origin.
 */
function sendHtml(reply: FastifyReply, html: string, siteOrigins: readonly string[], nonce?: string): FastifyReply {
  const inline = nonce ? `'nonce-${nonce}'` : "'none'";
  const ancestors = siteOrigins.length > 0 ? siteOrigins.join(' ') : "'none'";
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-security-policy',
      `default-src 'none'; script-src ${inline}; style-src ${inline}; connect-src 'self'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors ${ancestors}`,
    )
    .send(html);
}
