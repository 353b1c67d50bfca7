import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Database } from '../../db/connection';
import type { PlatformEnv } from '../../env';
import { findGame, findProvider } from '../../modules/catalog';
import type { GameProvider } from '../../modules/games';
import { demoGameProvider } from './adapter';
import { OwedCalls } from './game-server/owed-calls';
import { buildGameServer } from './game-server/server';
import { OwedSettler } from './game-server/settle-owed';
import { WalletClient, httpTransport, injectTransport } from './game-server/wallet-client';
import { demoRoundStatus, type StatusTransport } from './round-status-client';

/** What the platform needs of the demo provider, wherever it runs: its address and the adapter it registers. */
export type DemoProviderLink = {
  /** Where browsers open games: PROVIDER_PUBLIC_URL, else the address it listens on. */
  url: string;
  /** The platform env with provider.publicUrl filled in. */
  env: PlatformEnv;
  /** What platform/app.ts registers in its game provider registry. */
  adapter: GameProvider;
};

/**
 * The embedded demo game provider: its game server (its own origin), the adapter the platform
 * registers (launch URLs, the wallet callbacks' wire protocol), and the game server's line to the
 * platform's wallet callbacks. standalone.ts runs the same in a process of its own.
 */
export type DemoProvider = DemoProviderLink & {
  /** The provider's own HTTP server (not the platform's). */
  app: FastifyInstance;
  /** The game server reaches the platform's wallet callbacks in-process (no socket) until `useHttp`. */
  connectTo(platformApp: FastifyInstance): void;
  /** Once the platform listens: call its wallet over HTTP on loopback, like a remote provider would. */
  useHttp(platformUrl: string): void;
  /** What the provider still owes the wallet (wins, rollbacks), kept on disk under its state directory. */
  owed: OwedCalls;
  /** Sends now whatever owed call's pause is over (the provider also does so every RETRY_INTERVAL_MS); how many were answered. */
  retryOwed(): Promise<number>;
  close(): Promise<void>;
};

/** How often the provider looks for owed wins and rollbacks to send again (each round also waits its own pause). */
const RETRY_INTERVAL_MS = 2_000;
/** The provider's journal of owed calls, under its state directory. */
export const OWED_CALLS_FILE = 'owed-rounds.jsonl';

export type DemoProviderOptions = {
  db: Database;
  env: PlatformEnv;
  clock: () => Date;
  /** Bind PROVIDER_HOST:PROVIDER_PORT now (startPlatform); createPlatform alone leaves it unbound. */
  listen: boolean;
  /** Where the provider keeps what it owes the wallet (null: in memory only, lost with the process). */
  stateDir: string | null;
  logger?: FastifyServerOptions['logger'];
};

export async function createDemoProvider(options: DemoProviderOptions): Promise<DemoProvider> {
  const { db, env, clock } = options;
  const wallet = new WalletClient(env.provider.secret);
  const owed = new OwedCalls(options.stateDir === null ? null : path.join(options.stateDir, OWED_CALLS_FILE));
  // Built before the server: rounds a crash left with a bet in flight are rolled back from here on.
  const settler = new OwedSettler({ wallet, owed, now: () => clock().getTime() });
  const app = buildGameServer({
    owed: { calls: owed, settler },
    secret: env.provider.secret,
    clock,
    wallet,
    logger: options.logger,
    siteOrigins: env.provider.siteOrigins,
    async describeGame(gameId, providerId) {
      const [game, provider] = await Promise.all([findGame(db, gameId), findProvider(db, providerId)]);
      if (!game || !provider || game.providerId !== provider.providerId) return null;
      return { name: game.name, type: game.type, transfer: provider.transfer === 1 };
    },
  });

  let boundUrl: string | undefined;
  if (options.listen) {
    await app.listen({ host: env.provider.host, port: env.provider.port });
    boundUrl = urlOf(env.provider.host, app);
  }
  settler.start(RETRY_INTERVAL_MS);
  const url = trimSlash(env.provider.publicUrl ?? boundUrl ?? `http://${loopbackHost(env.provider.host)}:${env.provider.port}`);

  return {
    app,
    // The provider's server runs in this process: asked without a socket, so it answers even when not bound.
    ...demoProviderLink(env, url, async (path, payload, headers) => {
      const reply = await app.inject({ method: 'POST', url: path, headers, payload });
      return { statusCode: reply.statusCode, body: reply.body, headers: reply.headers };
    }),
    connectTo(platformApp) {
      wallet.use(injectTransport(platformApp));
    },
    useHttp(platformUrl) {
      wallet.use(httpTransport(trimSlash(platformUrl)));
    },
    owed,
    retryOwed: () => settler.retryDue(),
    close: async () => {
      settler.stop();
      await app.close();
    },
  };
}

/**
 * The demo provider running in a process of its own (standalone.ts) at `url`, as a provider elsewhere
 * would: the platform registers its adapter and asks it about open rounds over HTTP.
 */
export function remoteDemoProvider(env: PlatformEnv, url: string): DemoProviderLink {
  return demoProviderLink(env, trimSlash(url), httpTransport(trimSlash(url)));
}

function demoProviderLink(env: PlatformEnv, url: string, status: StatusTransport): DemoProviderLink {
  const { secret, tokenTtlSeconds } = env.provider;
  return {
    url,
    env: { ...env, provider: { ...env.provider, publicUrl: url } },
    adapter: { ...demoGameProvider({ secret, url, tokenTtlSeconds }), roundStatus: demoRoundStatus(secret, status) },
  };
}

/** A wildcard bind address is not somewhere a browser or a client can go: use loopback instead. */
export function loopbackHost(host: string): string {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

function urlOf(host: string, app: FastifyInstance): string {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return `http://${loopbackHost(host)}:${port}`;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');
