/**
 * A payment gateway integration (an adapter), the wallet's counterpart of games' GameProvider: how
 * a member's deposit starts, how the gateway's signed asynchronous confirmation is read, and how an
 * approved withdrawal is paid out. Adapters live in platform/providers/ and are registered in
 * platform/app.ts; the wallet only ever sees this type. The money rules (credit exactly once, late,
 * unknown, mismatched confirmations) are the wallet's (gateway-confirm.ts), not the adapter's.
 */
export type PaymentGateway = {
  /** Stable id: the webhook path segment (/gateway/{id}/confirm), wallet_requests.gateway_id and the scope of its references. */
  readonly id: string;
  /** What members see in the deposit dialog and their histories. */
  readonly name: string;
  /** The currencies it takes; a member is offered it only in their own. */
  readonly currencies: readonly string[];
  /**
   * Starts a deposit the platform has already allowed (limits, amount checked). It must not take
   * money by itself: an asynchronous gateway answers where the member goes to pay. Called again
   * with the same reference when the member's request is replayed: answer the same.
   */
  startDeposit(request: DepositStart): Promise<DepositStarted>;
  /**
   * Authenticates and reads one confirmation: the signature over the exact raw body, in constant
   * time, and its timestamp within the gateway's tolerance (an old one replayed is refused).
   */
  parseConfirmation(rawBody: Buffer, headers: ConfirmationHeaders, now: Date): Confirmation | ConfirmationRefusal;
  /** Pays an approved withdrawal to the member's bank account; the money has already left the member's wallet. */
  startPayout(payout: PayoutStart): Promise<PayoutStarted>;
};

export type DepositStart = {
  /** The platform's reference for this payment, stable for the member's request: the confirmation names it. */
  reference: string;
  memberId: number;
  currency: string;
  amount: bigint;
  now: Date;
};

export type DepositStarted =
  /** Instant: the money is in; the request is born approved and credited in the same transaction. */
  | { outcome: 'credited' }
  /** Asynchronous: the request waits (pending) for the gateway's confirmation of `reference`. */
  | {
      outcome: 'pending';
      redirectUrl?: string;
      instructions?: string;
      /**
       * Called once the platform has committed the pending deposit. A gateway that confirms by itself
       * (the demo's async mode) starts from here, so its confirmation never arrives before the
       * platform knows the reference (it would be acknowledged as unknown and credit nothing).
       */
      afterRecorded?: () => void;
    };

export type ConfirmationHeaders = Readonly<Record<string, string | string[] | undefined>>;

/** What an authentic confirmation says, in the platform's terms (amount in minor units). */
export type Confirmation = {
  reference: string;
  amount: bigint;
  currency: string;
  status: 'succeeded' | 'failed';
};

/** Not the gateway's word: forged, stale or unreadable. `httpStatus` is 400 (malformed) or 401 (signature, timestamp). */
export type ConfirmationRefusal = { refuse: { httpStatus: 400 | 401; msg: string } };

export type PayoutStart = {
  requestId: number;
  memberId: number;
  currency: string;
  amount: bigint;
  bank: { bankName: string; accountName: string; accountNumber: string };
  now: Date;
};

export type PayoutStarted = { status: 'paid' | 'pending' | 'failed'; reference: string; note?: string };

/** The gateways of one platform, built at start-up: a plain object, not a module-wide singleton. */
export type PaymentGateways = {
  readonly all: readonly PaymentGateway[];
  byId(id: string): PaymentGateway | undefined;
  /** Those a member of this currency may deposit through. */
  forCurrency(currency: string): readonly PaymentGateway[];
  /** The gateway that pays withdrawals out in this currency (the first registered that takes it), if any. */
  payoutFor(currency: string): PaymentGateway | undefined;
};

declare module '../../endpoints/context' {
  interface PlatformServices {
    /** The payment gateways registered at start-up (none in production without DEMO_CONTENT). */
    payments: PaymentGateways;
  }
}

export function paymentGatewayRegistry(adapters: readonly PaymentGateway[]): PaymentGateways {
  const byId = new Map<string, PaymentGateway>();
  for (const adapter of adapters) {
    if (byId.has(adapter.id)) throw new Error(`payment gateway "${adapter.id}" registered twice`);
    byId.set(adapter.id, adapter);
    rememberGatewayName(adapter.id, adapter.name);
  }
  const takes = (currency: string) => (adapter: PaymentGateway) => adapter.currencies.includes(currency);
  return {
    all: [...adapters],
    byId: (id) => byId.get(id),
    forCurrency: (currency) => adapters.filter(takes(currency)),
    payoutFor: (currency) => adapters.find(takes(currency)),
  };
}

/**
 * Names of gateways any platform in this process registered, for histories of past requests
 * (a gateway no longer offered still reads by its name). Names only: harmless to share.
 */
const KNOWN_NAMES = new Map<string, string>([['demo-pay', 'DemoPay']]);

function rememberGatewayName(id: string, name: string): void {
  KNOWN_NAMES.set(id, name);
}

/** A past request's gateway as people read it, whether or not it is still offered. */
export function gatewayName(id: string): string {
  return KNOWN_NAMES.get(id) ?? id;
}
