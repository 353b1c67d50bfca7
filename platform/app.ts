import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { openDatabase, runMigrations, type Database } from './db/connection';
import { platformEnv, type PlatformEnv } from './env';
import { assertSafeForProduction } from './production-secrets';
import { createMessenger, mailSettingProblems } from './modules/mail';
import type { Messenger } from './endpoints/context';
import { bonusGrantedNotice, sendMessage } from './modules/inbox';
import { handlers } from './endpoints/registry';
import { buildServer } from './http/server';
import { createDemoProvider, loopbackHost, remoteDemoProvider, type DemoProvider, type DemoProviderLink } from './providers/demo';
import { createDemoPay, type DemoPay } from './providers/demo-pay';
import { gatewayConfirmationRouter, paymentGatewayRegistry, startGatewayExpirySweeps } from './modules/wallet';
import { gameProviderRegistry, walletCallbackRouter } from './modules/games';
import { startRoundSweeps } from './modules/rounds';
import { recordAudit, staffForSession, staffSessionPolicy } from './modules/staff';
import { registerUploadGateway, uploadLimits } from './modules/uploads';
import { onDocumentDecided } from './modules/verification';
import { createWagers, type BetGuards, type WagerHooks } from './modules/wagers';
import { limitBetGuard, limitDepositGuard, limitWinHook } from './modules/limits';
import { recallGameWalletsAtSignIn, type DepositGuards } from './modules/wallet';
import {
  expireBonuses,
  onBonusGranted,
  optInOnRegister,
  promotionBonusWallet,
  promotionWagerHooks,
  startExpirySweeps,
} from './modules/promotions';
import { loyaltyMemberHooks, loyaltyWagerHooks } from './modules/loyalty';
import { setMemberHooks, memberForSession, sessionPolicy } from './modules/members';
import { exclusionBetGuard, exclusionGuard, exclusionMemberHooks } from './modules/exclusion';
import { securityMemberHooks } from './modules/security';
import { publishCatalog, type PublishResult } from './modules/catalog';
import { seedDatabase } from './seed';
import { checkLedgerScales } from './modules/ledger';
import type { CatalogSize } from './seed/catalog';
import { openPlatformStorage, type ObjectStorage, type StorageHandle } from './storage';
import { wagerPushes } from './modules/realtime';
import { startEmbeddedRealtime, type EmbeddedRealtime } from './realtime/embedded';
import { createMemberPublisher, type QueuedPublisher } from './realtime/publisher';
import { pusherSender } from './realtime/pusher-sender';

export type PlatformOptions = {
  /** Defaults to the parsed process environment. */
  env?: PlatformEnv;
  port?: number;
  host?: string;
  /** PostgreSQL URL; without it PGlite is used. */
  databaseUrl?: string;
  /** PGlite directory, or 'memory'. Defaults to env.pgliteDir. */
  dataDir?: string | 'memory';
  /** With dataDir 'memory': start from this PGlite data directory (tests' migrated snapshot) instead of an empty one. */
  pgliteSnapshot?: Blob;
  logger?: FastifyServerOptions['logger'];
  /** The platform's sense of "now" (sessions, throttle, timestamps); tests move it instead of sleeping. */
  clock?: () => Date;
  /** Embedded object storage overrides (directory, port). Under NODE_ENV=test it is a temp dir on a free port. */
  storage?: { directory?: string; port?: number };
  /** 'small' seeds a few games per provider and category (the default under NODE_ENV=test), 'full' ≥ 3,000. */
  catalogSize?: CatalogSize;
  /** Bind the demo game provider's port (PROVIDER_HOST:PROVIDER_PORT). startPlatform does; tests may (PROVIDER_PORT=0). */
  listenProvider?: boolean;
  /** Where the demo provider keeps the wins and rollbacks it still owes the wallet (default DATA_DIR/demo-provider; tests: memory). */
  providerStateDir?: string | null;
  /** The demo provider runs in its own process (providers/demo/standalone.ts) at this URL: registered here, none started. */
  remoteProvider?: string;
  /** Further rules that run inside each bet's settlement transaction (VIP …), after the promotions' own. */
  wagerHooks?: WagerHooks;
  /** Further bet-time guards (wagers/bet-guards.ts), asked after the platform's own. */
  betGuards?: BetGuards;
};

export type Platform = {
  app: FastifyInstance;
  db: Database;
  env: PlatformEnv;
  /** The object storage client (embedded s3rver or S3_ENDPOINT). */
  storage: ObjectStorage;
  /** How this process reaches the public bucket, e.g. http://127.0.0.1:4569/public (the site's STORAGE_URL). */
  storageUrl: string;
  /** What the start-up publish of the static catalogue did. */
  catalogPublish: PublishResult;
  /** Where browsers open games: the demo provider's origin (PROVIDER_PUBLIC_URL or its bound address). */
  providerUrl: string;
  /** The demo game provider (its own Fastify server) wired to this platform's wallet callbacks; null with remoteProvider. */
  provider: DemoProvider | null;
  /** The demo payment gateway (offered with demo content only); async mode sends its confirmations to /gateway/demo-pay/confirm. */
  demoPay: DemoPay;
  /** publishToMember, queued; `flush()` waits until what was published so far is sent. */
  realtime: QueuedPublisher;
  /** The embedded realtime server (null with PUSHER_HOST / PUSHER_CLUSTER: Pusher or Soketi serves). */
  embeddedRealtime: EmbeddedRealtime | null;
  close(): Promise<void>;
};

/** Opens the database, migrates, seeds and builds the HTTP server, without listening (tests use app.inject). */
export async function createPlatform(options: PlatformOptions = {}): Promise<Platform> {
  const env = options.env ?? platformEnv();
  assertSafeForProduction(env, mailSettingProblems(env));
  // A grant drops a promotions_events message in the member's inbox, in the grant's transaction.
  onBonusGranted(bonusGrantedNotice);
  // An operator's decision on a verification document reaches the member's inbox.
  onDocumentDecided(sendMessage);
  // Registering, signing in and binding a bank account reach loyalty (referral, visits) and promotions (register opt-in).
  // A break in force refuses a sign-in and ends a session; a session limit ends a session (exclusion).
  // Signing in and changing the password reach security (the second factor, the login history).
  setMemberHooks({
    ...loyaltyMemberHooks,
    registered: optInOnRegister,
    ...exclusionMemberHooks,
    ...securityMemberHooks,
    // A sign-in also brings back what a transfer game's wallet still holds (the member left it without the page's recall).
    signedIn: async (db, memberId, facts) => {
      await loyaltyMemberHooks.signedIn(db, memberId, facts);
      await recallGameWalletsAtSignIn(db, memberId);
    },
  });
  const databaseUrl = options.databaseUrl ?? (options.dataDir ? undefined : env.databaseUrl);
  const handle = await openDatabase({ databaseUrl, dataDir: options.dataDir ?? env.pgliteDir, pgliteSnapshot: options.pgliteSnapshot });
  const clock = options.clock ?? (() => new Date());
  let storageHandle: StorageHandle;
  try {
    storageHandle = await openPlatformStorage(env, options.storage);
  } catch (error) {
    await handle.close();
    throw error;
  }
  const storage = storageHandle.storage;
  let catalogPublish: PublishResult;
  try {
    const catalogSize = options.catalogSize ?? (env.nodeEnv === 'test' ? 'small' : 'full');
    catalogPublish = await handle.withStartupLock(async (db) => {
      await runMigrations(handle, db);
      await seedDatabase(db, clock(), { catalogSize, demoContent: env.demoContent });
      await checkLedgerScales(db);
      // Bonuses that lapsed while the platform was down end before anyone plays on them.
      await expireBonuses(db, clock());
      // Inside the lock: processes starting together publish once; the others find it unchanged.
      return publishCatalog(db, env, storage, { now: clock() });
    });
  } catch (error) {
    await storageHandle.close();
    await handle.close();
    throw error;
  }

  let provider: DemoProvider | null = null;
  let messenger: Messenger;
  try {
    messenger = await createMessenger({ db: handle.db, env, clock });
  } catch (error) {
    await storageHandle.close();
    await handle.close();
    throw error;
  }
  try {
    // With remoteProvider the demo provider is a process of its own (providers/demo/standalone.ts): none starts here.
    if (!options.remoteProvider)
      provider = await createDemoProvider({
        db: handle.db,
        env,
        clock,
        listen: options.listenProvider ?? false,
        logger: options.logger,
        // Tests share DATA_DIR: their providers keep owed calls in memory unless a test names a directory.
        stateDir: options.providerStateDir ?? (env.nodeEnv === 'test' ? null : path.join(env.dataDir, 'demo-provider')),
      });
  } catch (error) {
    await messenger.close();
    await storageHandle.close();
    await handle.close();
    throw error;
  }
  // Start-up wiring: the game provider adapters, the wagers with their hooks, and the HTTP server
  // that reaches both (and the endpoint registry, the sessions, the storage) only through this context.
  // The provider as registered: the embedded one, or the one in its own process, asked over HTTP.
  const link: DemoProviderLink = provider ?? remoteDemoProvider(env, options.remoteProvider!);
  const games = gameProviderRegistry([link.adapter]);
  // The payment gateways members deposit through: the demo one is demo content (none in production without DEMO_CONTENT).
  const demoPay = createDemoPay({ ...env.demoPay, clock });
  const payments = paymentGatewayRegistry(env.demoContent ? [demoPay.gateway] : []);
  // Promotions take part in play through the wagers' seams: the bonus wallets fund and refuse
  // stakes, and their bet-settled hook counts wagering, inside the settlement's transaction.
  // Pushes go out after commits through one queue; until the platform listens (tests), in-process.
  const realtime = createMemberPublisher(async () => {}, { log: { warn: (obj, msg) => console.warn('[platform]', msg, obj) } });
  const pushes = wagerPushes(realtime, handle.db);
  // Loyalty adds one turnover upsert per settled round (VIP, daily tasks and referral read it).
  const hooks: WagerHooks = {
    onBetSettled: [
      ...promotionWagerHooks.onBetSettled,
      ...loyaltyWagerHooks(env.loyaltyDayOffsetHours).onBetSettled,
      ...(options.wagerHooks?.onBetSettled ?? []),
      // Limits count wins while a member has a limit (a loss is stakes − wins).
      limitWinHook,
      ...pushes.hooks.onBetSettled,
    ],
  };
  // Bet-time guards (limits, exclusions) may refuse a stake inside its transaction; the same rules guard deposits.
  // A time-out or self-exclusion refuses both first; a passed session limit refuses stakes (exclusion).
  const betGuards: BetGuards = [exclusionBetGuard, limitBetGuard(realtime), ...(options.betGuards ?? [])];
  const depositGuards: DepositGuards = [exclusionGuard, limitDepositGuard(realtime)];
  const wagers = pushes.wrap(createWagers({ db: handle.db, hooks, bonuses: promotionBonusWallet, guards: betGuards }));
  const sessions = sessionPolicy(env);
  const app = buildServer(
    {
      services: {
        db: handle.db,
        env: link.env,
        storage,
        games,
        payments,
        realtime,
        messenger,
        depositGuards,
        rounds: { bonuses: promotionBonusWallet },
      },
      clock,
      handlers,
      memberForSession: (token, now) => memberForSession(handle.db, token, now, sessions),
      staffForSession: (token, now) => staffForSession(handle.db, token, now, staffSessionPolicy(env)),
      recordAudit: (record) => recordAudit(handle.db, record),
      walletCallbacks: walletCallbackRouter(games, wagers, clock),
      gatewayConfirmations: gatewayConfirmationRouter({ db: handle.db, payments, realtime, clock }),
    },
    { logger: options.logger },
  );
  provider?.connectTo(app);
  demoPay.connectTo(app);
  // /s3/*: temporary upload credentials write their one object through the platform to the storage.
  registerUploadGateway(app, {
    db: handle.db,
    clock,
    objects: storage,
    linkSecret: env.sessionSecret,
    limits: uploadLimits(env),
    storage: {
      endpoint: storageHandle.embedded?.endpoint ?? env.s3.endpoint ?? '',
      region: env.s3.region,
      accessKeyId: env.s3.accessKeyId,
      secretAccessKey: env.s3.secretAccessKey,
    },
  });
  // The embedded realtime server shares the platform's port; processes on one PostgreSQL fan out
  // through LISTEN/NOTIFY (PGlite has one process, so nothing to fan out to).
  let embeddedRealtime: EmbeddedRealtime | null = null;
  if (env.realtime.embedded) {
    const rt = await startEmbeddedRealtime({
      env: env.realtime,
      app,
      fanOut: handle.engine === 'postgres' ? handle : undefined,
      log: app.log,
    });
    embeddedRealtime = rt;
    // In-process: a whole flush at once (one delivery, one NOTIFY), not Pusher's ten per request.
    realtime.useSender(
      async (events) => rt.publish(events.map((e) => ({ channels: [e.channel], name: e.name, data: e.data }))),
      EMBEDDED_BATCH,
    );
  } else {
    realtime.useSender(pusherSender(env.realtime));
  }
  const sweeps = startExpirySweeps({ db: handle.db, clock, intervalMs: env.bonusExpirySweepSeconds * 1000, log: app.log });
  const gatewaySweeps = startGatewayExpirySweeps({ db: handle.db, clock, intervalMs: GATEWAY_SWEEP_MS, log: app.log });
  // Rounds a crash or a lost callback left open: the provider is asked, at start and on a timer (modules/rounds).
  const roundSweeps = startRoundSweeps({
    db: handle.db,
    games,
    wagers,
    clock,
    openForMs: env.roundSweepAfterSeconds * 1000,
    intervalMs: env.roundSweepIntervalSeconds * 1000,
    log: app.log,
  });
  let closed = false;
  return {
    app,
    db: handle.db,
    env: link.env,
    providerUrl: link.url,
    provider,
    demoPay,
    storage,
    storageUrl: storage.publicBaseUrl,
    catalogPublish,
    realtime,
    embeddedRealtime,
    async close() {
      if (closed) return;
      closed = true;
      // Stop taking requests (and sweeping) first, then release the database they use.
      await sweeps.stop();
      await gatewaySweeps.stop();
      await demoPay.close();
      await roundSweeps.stop();
      await realtime.flush();
      // Sockets hear 4200 (reconnect now): they come back to whichever process serves next.
      await embeddedRealtime?.close();
      await app.close();
      await provider?.close();
      await messenger.close();
      await handle.close();
      await storageHandle.close();
    },
  };
}

/**
 * Events per in-process publish to the embedded server: a flush of a busy moment (30–40 members' pushes
 * in 10 ms at 3,000 callbacks/s) in one delivery and, at ~120 bytes an event, one NOTIFY under its
 * 7,900-byte limit (the fan-out splits a larger one into parts).
 */
const EMBEDDED_BATCH = 50;

/** How often pending gateway deposits past their deadline are closed (wallet/gateway-expiry.ts). */
const GATEWAY_SWEEP_MS = 60_000;

export type RunningPlatform = Platform & { url: string };

export async function startPlatform(options: PlatformOptions = {}): Promise<RunningPlatform> {
  const platform = await createPlatform({ listenProvider: true, ...options });
  const port = options.port ?? platform.env.port;
  const host = options.host ?? platform.env.host;
  try {
    await platform.app.listen({ port, host });
  } catch (error) {
    await platform.close();
    throw error;
  }
  const address = platform.app.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  // The provider now reaches the wallet callbacks over HTTP, as a provider elsewhere would.
  platform.provider?.useHttp(`http://${loopbackHost(host)}:${boundPort}`);
  // So does the demo gateway's confirmation webhook (async mode).
  platform.demoPay.useHttp(`http://${loopbackHost(host)}:${boundPort}`);
  // The embedded realtime server is this process: pushes stay in-process (createPlatform's sender),
  // not a signed HTTP request to our own events API per ten events; that hop and its NOTIFYs were
  // about 9 % of the platform's profile under wallet callbacks (docs/ledger.md, round 8).
  // Pusher or Soketi (no embedded server) get the SDK.
  return { ...platform, url: `http://${urlHost}:${boundPort}` };
}
