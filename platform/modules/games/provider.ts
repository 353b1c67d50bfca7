import type { CallbackReply, RawCallback } from '../../endpoints/provider-callbacks';
import type { GameLookup, ProviderLookup } from '../catalog';
import type { BalanceCall, BetCall, RollbackCall, WagerOutcome, WinCall } from '../wagers';

/**
 * A game provider integration (an adapter): how the platform launches its games and how its
 * seamless-wallet callbacks become wagers operations. Adapters live in platform/providers/ and are
 * registered in platform/app.ts; modules only ever see this type.
 */
export type GameProvider = {
  /** Stable id: the callback path segment (/provider/{id}/wallet/…) and the scope of its txIds. */
  readonly id: string;
  /** Whether it serves this catalogue provider (providers.provider_id). */
  serves(catalogueProviderId: string): boolean;
  /** The URL the browser opens to play, carrying whatever token the provider verifies. */
  launch(request: LaunchRequest): Promise<Launch>;
  /**
   * A play-money session for anyone, member or not: the provider keeps the balance itself and
   * calls no wallet. Optional: without it the provider's games have no demo (game/demo refuses).
   */
  launchDemo?(request: DemoLaunchRequest): Promise<Launch>;
  /** Its wire protocol for the wallet callbacks; the platform runs the decoded calls (runWalletCall). */
  readonly wallet: WalletProtocol;
  /**
   * What the provider says of a round the wallet still has open (the platform's sweep asks about
   * rounds open past ROUND_SWEEP_AFTER_SECONDS). Optional: without it such rounds wait for an operator.
   */
  roundStatus?(round: RoundQuestion): Promise<ProviderRoundStatus>;
};

/** A round the wallet still has open, as the sweep asks about it. */
export type RoundQuestion = { providerId: string; roundId: string; memberId: number; currency: string };

/**
 * The provider's answer: it still owes the wallet this win or rollback (the very call, same txId,
 * so its own resend is a repeat), a call of the round is on its way (ask later), or it knows
 * nothing of the round (left for an operator: with several workers one may not know another's).
 */
export type ProviderRoundStatus =
  { state: 'owed'; call: Extract<WalletCall, { action: 'win' | 'rollback' }> } | { state: 'pending' } | { state: 'none' };

/** A launch the platform has already allowed (catalogue, currency, maintenance checked). */
export type LaunchRequest = {
  member: { id: number; currency: string };
  game: GameLookup;
  provider: ProviderLookup;
  now: Date;
};

/** A demo launch: no member, only the currency the page shows (play money is counted in it). */
export type DemoLaunchRequest = {
  currency: string;
  /** the casino page's language (en, th …), for the provider's page */
  language?: string | undefined;
  game: GameLookup;
  provider: ProviderLookup;
  now: Date;
};

export type Launch = { url: string };

/** The four seamless-wallet callbacks in the platform's terms: each is one wagers operation. */
export type WalletCall =
  | { action: 'balance'; call: BalanceCall }
  | { action: 'bet'; call: BetCall }
  | { action: 'win'; call: WinCall }
  | { action: 'rollback'; call: RollbackCall };

/** A callback the adapter answers itself, before any money rule runs (bad signature, bad body, unknown action). */
export type RefusedCallback = { refuse: CallbackReply };

export type WalletProtocol = {
  /** Authenticates and parses one callback. */
  decode(action: string, callback: RawCallback): WalletCall | RefusedCallback | Promise<WalletCall | RefusedCallback>;
  /** Puts the wallet's outcome in the provider's own answer format. */
  encode(call: WalletCall, outcome: WagerOutcome): CallbackReply;
};

/** The adapters of one platform, built at start-up: a plain object, not a module-wide singleton. */
export type GameProviders = {
  readonly all: readonly GameProvider[];
  byId(id: string): GameProvider | undefined;
  /** The first registered adapter that serves this catalogue provider. */
  forCatalogueProvider(providerId: string): GameProvider | undefined;
};

declare module '../../endpoints/context' {
  interface PlatformServices {
    /** The game providers registered at start-up: game/play asks them for launch URLs. */
    games: GameProviders;
  }
}

export function gameProviderRegistry(adapters: readonly GameProvider[]): GameProviders {
  const byId = new Map<string, GameProvider>();
  for (const adapter of adapters) {
    if (byId.has(adapter.id)) throw new Error(`game provider "${adapter.id}" registered twice`);
    byId.set(adapter.id, adapter);
  }
  return {
    all: [...adapters],
    byId: (id) => byId.get(id),
    forCatalogueProvider: (providerId) => adapters.find((adapter) => adapter.serves(providerId)),
  };
}
