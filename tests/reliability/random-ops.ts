import { isDeepStrictEqual } from 'node:util';
import type { TestPlatform } from '../../platform/test-support';
import { operatorCall, uploadedReceipt } from '../../platform/test-support';
import { signedCallback } from '../../platform/providers/demo/testing/signed-callback';
import type { Rng } from './prng';
import {
  formatMinor,
  parseDecimal,
  SERVER_ASSIGNED,
  type AdjustRequest,
  type Answer,
  type DepositRequest,
  type TransferRequest,
  type WithdrawRequest,
  type BetMeta,
  type CallbackAction,
  type CallbackRequest,
  type LedgerModel,
  type ModelMember,
  type Provider,
} from './ledger-model';

/**
 * One random operation for one member: chosen and shaped from the operation's own seed and the
 * member's state in the model (both deterministic, whatever the interleaving with other members),
 * sent through the platform's HTTP surface, and its answer compared with the model's.
 */

export type MemberLog = {
  adjusts: AdjustRequest[];
  callbacks: { action: CallbackAction; req: CallbackRequest }[];
  /** txIds of bets the ledger accepted */
  bets: string[];
  /** rounds this member played (whatever became of them) */
  rounds: { providerId: string; roundId: string }[];
  /** txIds rolled back before their bet arrived */
  voided: string[];
  /** wallet/deposit and wallet/withdraw bodies sent */
  walletRequests: ({ type: 'deposit'; req: DepositRequest } | { type: 'withdraw'; req: WithdrawRequest })[];
  /** wallet/transfer bodies sent */
  transfers: TransferRequest[];
};

export const newLog = (): MemberLog => ({
  adjusts: [],
  callbacks: [],
  bets: [],
  rounds: [],
  voided: [],
  walletRequests: [],
  transfers: [],
});

/** Other members' facts from before the batch (immutable since): what cross-member operations may use. */
export type Snapshot = {
  bets: { txId: string; meta: BetMeta }[];
  rounds: { providerId: string; roundId: string; memberId: number }[];
  heldTxIds: { txId: string; memberId: number }[];
  /** deposits and withdrawals the platform has answered, with their ids */
  requests: { id: number; memberId: number; kind: 'deposit' | 'withdrawal' }[];
};

export type RunContext = {
  platform: TestPlatform;
  model: LedgerModel;
  seamless: Provider;
  transfer: Provider;
  /** a currency no member of the other half has, per currency: for currency_mismatch */
  otherCurrency: (currency: string) => string;
  /** deposits, withdrawals, decisions and wallet/transfer: only when the platform has them */
  walletOps: boolean;
  snapshot: Snapshot;
  /** operation kind → count; answer msg → count */
  kinds: Map<string, number>;
  outcomes: Map<string, number>;
};

export class OpMismatch extends Error {
  constructor(
    readonly label: string,
    readonly expected: unknown,
    readonly actual: unknown,
  ) {
    super(`${label}\n    expected ${JSON.stringify(expected)}\n    got      ${JSON.stringify(actual)}`);
    this.name = 'OpMismatch';
  }
}

const WEIGHTS = {
  credit: 7,
  debit: 5,
  adjustReplay: 2,
  adjustConflict: 1.5,
  adjustTooPrecise: 0.3,
  bet: 20,
  betTransfer: 2,
  betSameRound: 4,
  win: 15,
  winUnknownRound: 0.7,
  rollback: 5,
  rollbackMismatch: 0.7,
  rollbackUnknown: 1.5,
  lateBet: 1,
  replay: 6,
  conflict: 3,
  playTransfer: 2,
  restore: 2.5,
  walletBalance: 1,
  balanceCallback: 1,
  crossRound: 0.4,
  crossRollback: 0.4,
  crossTxId: 0.4,
  badSignature: 0.3,
  currencyMismatch: 0.3,
  zeroBet: 0.3,
  unknownMember: 0.2,
  unknownProvider: 0.2,
  depositGateway: 2.5,
  depositBank: 2,
  withdraw: 2,
  walletRequestReplay: 0.7,
  walletRequestConflict: 0.4,
  withdrawCancel: 0.8,
  decide: 2.5,
  decideUnknown: 0.2,
  crossCancel: 0.2,
  transfer: 3,
  transferReplay: 0.5,
  transferConflict: 0.3,
  transferInvalid: 0.3,
} as const;

const WALLET_KINDS: OpKind[] = [
  'depositGateway',
  'depositBank',
  'withdraw',
  'walletRequestReplay',
  'walletRequestConflict',
  'withdrawCancel',
  'decide',
  'decideUnknown',
  'crossCancel',
  'transfer',
  'transferReplay',
  'transferConflict',
  'transferInvalid',
];
type OpKind = keyof typeof WEIGHTS;

/** The smallest amount worth playing with: 1.00 in two-decimal currencies, 1,000 in VND. */
const unitOf = (member: ModelMember) => (member.decimals === 2 ? 100n : 1000n);

export async function runOperation(ctx: RunContext, member: ModelMember, log: MemberLog, r: Rng, opId: string): Promise<void> {
  const { model } = ctx;
  const unit = unitOf(member);
  const providerWallet = model.walletBalance(member, ctx.transfer.providerId);
  const myRounds = log.rounds.map((x) => model.roundOf(x.providerId, x.roundId)).filter((x) => x?.memberId === member.id);
  const openRounds = myRounds.filter((x) => x?.status === 'open');
  const others = ctx.snapshot;

  const weights: Partial<Record<OpKind, number>> = { ...WEIGHTS };
  if (log.adjusts.length === 0) weights.adjustReplay = weights.adjustConflict = 0;
  if (member.decimals !== 0) weights.adjustTooPrecise = 0;
  if (providerWallet > 0n) weights.betTransfer = 10;
  if (openRounds.length === 0) weights.betSameRound = 0;
  if (myRounds.length === 0) weights.win = 0;
  if (log.bets.length === 0) weights.rollback = weights.rollbackMismatch = 0;
  if (log.voided.length === 0) weights.lateBet = 0;
  if (log.callbacks.length === 0) weights.replay = 0;
  if (!log.callbacks.some((c) => c.action !== 'balance')) weights.conflict = 0;
  if (!others.rounds.some((x) => x.memberId !== member.id)) weights.crossRound = 0;
  if (!others.bets.some((x) => x.meta.memberId !== member.id)) weights.crossRollback = 0;
  if (!others.heldTxIds.some((x) => x.memberId !== member.id)) weights.crossTxId = 0;
  if (!ctx.walletOps) for (const k of WALLET_KINDS) weights[k] = 0;
  const pending = member.requests.filter((q) => q.status === 'pending' && typeof q.output.id === 'number');
  const answered = member.requests.filter((q) => typeof q.output.id === 'number');
  if (log.walletRequests.length === 0) weights.walletRequestReplay = weights.walletRequestConflict = 0;
  if (!answered.some((q) => q.kind === 'withdrawal')) weights.withdrawCancel = 0;
  if (answered.length === 0) weights.decide = 0;
  if (!others.requests.some((x) => x.memberId !== member.id && x.kind === 'withdrawal')) weights.crossCancel = 0;
  if (log.transfers.length === 0) weights.transferReplay = weights.transferConflict = 0;
  const kind = r.weighted(weights);
  ctx.kinds.set(kind, (ctx.kinds.get(kind) ?? 0) + 1);

  let n = 0;
  const fresh = (prefix: string) => `${prefix}${opId}${n++ ? `-${n}` : ''}`;
  const callback = (provider: Provider, extra: Partial<CallbackRequest>): CallbackRequest => ({
    txId: fresh('t'),
    roundId: fresh('r'),
    memberId: member.id,
    providerId: provider.providerId,
    gameId: provider.gameId,
    currency: member.currency,
    ...extra,
  });
  /** Mostly playable stakes, sometimes all of it, sometimes just beyond it. */
  const stake = (balance: bigint): bigint => {
    const roll = r.next();
    if (roll < 0.6 || balance <= 0n) return unit * BigInt(r.int(1, 20)) + r.big(0n, unit - 1n);
    if (roll < 0.8) return r.big(1n, balance);
    if (roll < 0.85) return balance;
    return balance + r.big(1n, unit);
  };
  const pickRound = () => r.pick(openRounds.length > 0 && r.chance(0.8) ? openRounds : myRounds)!;

  switch (kind) {
    case 'credit':
      return adjust(ctx, member, log, `${kind}`, {
        username: member.username,
        amount: formatMinor(unit * BigInt(r.int(5, 500)) + r.big(0n, unit - 1n), member.decimals),
        note: r.chance(0.5) ? '' : `note ${opId}`,
        idempotencyKey: fresh('adjust-'),
      });
    case 'debit': {
      const roll = r.next();
      const amount =
        roll < 0.4 && member.main > 0n
          ? r.big(1n, member.main)
          : roll < 0.6 && member.main > 0n
            ? member.main
            : member.main + r.big(1n, unit * 10n);
      return adjust(ctx, member, log, kind, {
        username: member.username,
        amount: formatMinor(-amount, member.decimals),
        note: '',
        idempotencyKey: fresh('adjust-'),
      });
    }
    case 'adjustReplay': {
      const earlier = r.pick(log.adjusts);
      // Another spelling of the same amount ("12.50" → "12.5", "-3" → "-3.0") is the same value.
      const respelled = /\.\d0$/.test(earlier.amount) ? earlier.amount.slice(0, -1) : earlier.amount;
      return adjust(ctx, member, log, kind, { ...earlier, amount: r.chance(0.5) ? respelled : earlier.amount });
    }
    case 'adjustConflict': {
      const earlier = r.pick(log.adjusts);
      const minor = parseDecimal(earlier.amount, member.decimals);
      const other =
        minor !== undefined && r.chance(0.5) ? { amount: formatMinor(minor + 1n, member.decimals) } : { note: `${earlier.note} changed` };
      return adjust(ctx, member, log, kind, { ...earlier, ...other });
    }
    case 'adjustTooPrecise':
      return adjust(ctx, member, log, kind, { username: member.username, amount: '10.5', note: '', idempotencyKey: fresh('adjust-') });

    case 'bet':
    case 'betTransfer': {
      const provider = kind === 'bet' ? ctx.seamless : ctx.transfer;
      const req = callback(provider, {
        amount: stake(model.walletBalance(member, model.walletOf(member, provider.providerId))).toString(),
      });
      return send(ctx, member, log, kind, 'bet', req);
    }
    case 'betSameRound': {
      const round = pickRound()!;
      const provider = model.providers.get(round.providerId)!;
      const req = callback(provider, {
        roundId: round.roundId,
        amount: stake(model.walletBalance(member, model.walletOf(member, provider.providerId))).toString(),
      });
      return send(ctx, member, log, kind, 'bet', req);
    }
    case 'win': {
      const round = pickRound()!;
      const provider = model.providers.get(round.providerId)!;
      const amount = r.chance(0.25) ? 0n : r.big(0n, ((round.bet > 0n ? round.bet : unit) * 5n) / 2n);
      return send(ctx, member, log, kind, 'win', callback(provider, { roundId: round.roundId, amount: amount.toString() }));
    }
    case 'winUnknownRound':
      return send(ctx, member, log, kind, 'win', callback(ctx.seamless, { amount: unit.toString() }));

    case 'rollback':
    case 'rollbackMismatch': {
      const txId = r.pick(log.bets);
      const bet = model.betOf(txId)!;
      const provider = model.providers.get(bet.providerId)!;
      const amount = kind === 'rollback' ? bet.amount : (BigInt(bet.amount) + 1n).toString();
      return send(ctx, member, log, kind, 'rollback', callback(provider, { roundId: bet.roundId, amount, refTxId: txId }));
    }
    case 'rollbackUnknown': {
      const refTxId = fresh('t');
      const req = callback(ctx.seamless, { amount: unit.toString(), refTxId });
      await send(ctx, member, log, kind, 'rollback', req);
      log.voided.push(refTxId);
      return;
    }
    case 'lateBet': {
      const txId = r.pick(log.voided);
      return send(ctx, member, log, kind, 'bet', callback(ctx.seamless, { txId, amount: unit.toString() }));
    }

    case 'replay': {
      const earlier = r.pick(log.callbacks);
      const req = { ...earlier.req };
      if (req.amount !== undefined && r.chance(0.3)) req.amount = `0${req.amount}`;
      // A rollback asks for the refund of refTxId; its own txId does not identify it.
      if (earlier.action === 'rollback' && r.chance(0.5)) req.txId = fresh('t');
      return send(ctx, member, log, kind, earlier.action, req);
    }
    case 'conflict': {
      const earlier = r.pick(log.callbacks.filter((c) => c.action !== 'balance'));
      const req = { ...earlier.req };
      const roll = r.next();
      if (roll < 0.5) req.amount = (BigInt(req.amount!) + 1n).toString();
      else if (roll < 0.8) req.gameId = `${req.gameId}-other`;
      else req.roundId = fresh('r');
      return send(ctx, member, log, kind, earlier.action, req);
    }

    case 'playTransfer': {
      const expected = model.playTransfer(member, ctx.transfer.providerId);
      const res = await ctx.platform.call(
        'game/play-transfer',
        { gameId: ctx.transfer.gameId, providerId: ctx.transfer.providerId },
        { sid: member.sid },
      );
      return compare(ctx, `${kind} ${member.username}`, expected, res.body);
    }
    case 'restore': {
      const expected = model.restoreBalance(member);
      const res = await ctx.platform.call('member/restore-balance', {}, { sid: member.sid });
      return compare(ctx, `${kind} ${member.username}`, expected, res.body);
    }
    case 'walletBalance': {
      const expected = model.walletBalanceAnswer(member);
      const res = await ctx.platform.call('member/wallet-balance', undefined, { sid: member.sid });
      return compare(ctx, `${kind} ${member.username}`, expected, res.body);
    }
    case 'balanceCallback': {
      const provider = r.chance(0.5) ? ctx.seamless : ctx.transfer;
      return send(ctx, member, log, kind, 'balance', { memberId: member.id, providerId: provider.providerId, currency: member.currency });
    }

    case 'crossRound': {
      const round = r.pick(others.rounds.filter((x) => x.memberId !== member.id));
      const provider = model.providers.get(round.providerId)!;
      const req = callback(provider, { roundId: round.roundId, amount: r.chance(0.5) ? '1' : unit.toString() });
      return send(ctx, member, log, kind, r.chance(0.7) ? 'bet' : 'win', req);
    }
    case 'crossRollback': {
      const { txId, meta } = r.pick(others.bets.filter((x) => x.meta.memberId !== member.id));
      const provider = model.providers.get(meta.providerId)!;
      return send(ctx, member, log, kind, 'rollback', callback(provider, { roundId: meta.roundId, amount: meta.amount, refTxId: txId }));
    }
    case 'crossTxId': {
      const { txId } = r.pick(others.heldTxIds.filter((x) => x.memberId !== member.id));
      return send(ctx, member, log, kind, r.chance(0.7) ? 'bet' : 'win', callback(ctx.seamless, { txId, amount: '1' }));
    }

    case 'badSignature': {
      const req = callback(ctx.seamless, { amount: unit.toString() });
      const res = await signedCallback(ctx.platform, 'bet', req, 'not-the-provider-secret');
      return compare(ctx, `${kind} ${member.username}`, { statusCode: 401, body: { status: false, msg: 'invalid_signature' } }, res);
    }

    case 'depositGateway':
    case 'depositBank': {
      const rules = model.rules.get(member.currency)!;
      const roll = r.next();
      const top = rules.deposit.max ?? rules.deposit.min * 1000n;
      const minor =
        roll < 0.85 ? r.big(rules.deposit.min, min(top, rules.deposit.min * 30n)) : roll < 0.92 ? rules.deposit.min - 1n : top + 1n;
      const amount = member.decimals === 0 && r.chance(0.05) ? `${minor}.5` : formatMinor(minor, member.decimals);
      const req: DepositRequest =
        kind === 'depositGateway'
          ? {
              method: 'gateway',
              gatewayId: r.chance(0.95) ? r.pick(rules.gateways) : 'no-such-gateway',
              amount,
              idempotencyKey: fresh('deposit-'),
            }
          : {
              method: 'bank',
              operatorBankId: r.chance(0.95)
                ? r.pick(rules.operatorBanks)
                : r.pick(model.rules.get(ctx.otherCurrency(member.currency))!.operatorBanks),
              amount,
              receiptKey: await uploadedReceipt(ctx.platform, member.sid),
              idempotencyKey: fresh('deposit-'),
            };
      log.walletRequests.push({ type: 'deposit', req });
      return walletCall(ctx, member, `${kind} ${member.username}`, 'wallet/deposit', req, () => model.deposit(member, req));
    }
    case 'withdraw': {
      const range = model.rules.get(member.currency)!.withdrawal;
      const top = range.max ?? range.min * 1000n;
      const roll = r.next();
      let minor: bigint;
      if (roll < 0.6 && member.main >= range.min) minor = r.big(range.min, min(top, member.main));
      else if (roll < 0.8) minor = r.big(max(range.min, member.main + 1n), max(range.min, member.main + 1n) + range.min);
      else if (roll < 0.9) minor = range.min - 1n;
      else minor = r.big(range.min, range.min * 3n);
      const req: WithdrawRequest = {
        bankAccountId: member.bankAccountId ?? 1,
        amount: formatMinor(minor, member.decimals),
        pin: member.pinFails < 3 && r.chance(0.05) ? '000000' : model.pin,
        idempotencyKey: fresh('withdraw-'),
      };
      log.walletRequests.push({ type: 'withdraw', req });
      return walletCall(ctx, member, `${kind} ${member.username}`, 'wallet/withdraw', req, () => model.withdraw(member, req));
    }
    case 'walletRequestReplay':
    case 'walletRequestConflict': {
      const earlier = r.pick(log.walletRequests);
      const changed = kind === 'walletRequestConflict';
      if (earlier.type === 'deposit') {
        const req = changed ? { ...earlier.req, amount: bump(earlier.req.amount, member.decimals) } : earlier.req;
        return walletCall(ctx, member, `${kind} ${member.username}`, 'wallet/deposit', req, () => model.deposit(member, req));
      }
      // A replay carries the right PIN (a wrong one is checked, and counted, before the key).
      const req = { ...earlier.req, pin: model.pin, ...(changed ? { amount: bump(earlier.req.amount, member.decimals) } : {}) };
      return walletCall(ctx, member, `${kind} ${member.username}`, 'wallet/withdraw', req, () => model.withdraw(member, req));
    }
    case 'withdrawCancel': {
      const withdrawals = answered.filter((q) => q.kind === 'withdrawal');
      const pendingOnes = withdrawals.filter((q) => q.status === 'pending');
      const target = r.pick(pendingOnes.length > 0 && r.chance(0.85) ? pendingOnes : withdrawals);
      const id = target.output.id as number;
      return walletCall(ctx, member, `${kind} ${member.username} #${id}`, 'wallet/withdraw-cancel', { id }, () =>
        model.decide(id, { kind: 'withdrawal', decision: 'cancelled', reason: '', byMember: member }),
      );
    }
    case 'decide': {
      const target = r.pick(pending.length > 0 && r.chance(0.85) ? pending : answered);
      const id = target.output.id as number;
      // Now and then the wrong decision family for the request (a deposit id to withdrawal-approve).
      const family = r.chance(0.05) ? (target.kind === 'deposit' ? 'withdrawal' : 'deposit') : target.kind;
      const decision = r.chance(0.6) ? 'approved' : 'rejected';
      const name = `operator/${family}-${decision === 'approved' ? 'approve' : 'reject'}`;
      const body = { id, reason: decision === 'rejected' ? `reason ${opId}` : '' };
      return walletCall(ctx, member, `${kind} ${name} ${member.username} #${id}`, name, body, () =>
        model.decide(id, { kind: family, decision, reason: body.reason }),
      );
    }
    case 'decideUnknown': {
      const body = { id: 2_000_000_000, reason: '' };
      return walletCall(ctx, member, `${kind} ${member.username}`, 'operator/deposit-approve', body, () =>
        model.decide(body.id, { kind: 'deposit', decision: 'approved', reason: '' }),
      );
    }
    case 'crossCancel': {
      const { id } = r.pick(others.requests.filter((x) => x.memberId !== member.id && x.kind === 'withdrawal'));
      return walletCall(ctx, member, `${kind} ${member.username} #${id}`, 'wallet/withdraw-cancel', { id }, () =>
        model.decide(id, { kind: 'withdrawal', decision: 'cancelled', reason: '', byMember: member }),
      );
    }
    case 'transfer': {
      const rules = model.rules.get(member.currency)!;
      const providerId = r.chance(0.8) ? ctx.transfer.providerId : r.pick(rules.transferProviders).providerId;
      const toProvider = r.chance(0.55);
      const source = toProvider ? member.main : model.walletBalance(member, providerId);
      const roll = r.next();
      const minor = roll < 0.7 && source > 0n ? r.big(1n, source) : roll < 0.8 && source > 0n ? source : source + r.big(1n, unit);
      const req: TransferRequest = {
        from: toProvider ? 'main' : providerId,
        to: toProvider ? providerId : 'main',
        amount: formatMinor(minor, member.decimals),
        idempotencyKey: fresh('transfer-'),
      };
      log.transfers.push(req);
      return walletCall(ctx, member, `${kind} ${member.username}`, 'wallet/transfer', req, () => model.transfer(member, req));
    }
    case 'transferReplay':
    case 'transferConflict': {
      const earlier = r.pick(log.transfers);
      const req = kind === 'transferReplay' ? earlier : { ...earlier, amount: bump(earlier.amount, member.decimals) };
      return walletCall(ctx, member, `${kind} ${member.username}`, 'wallet/transfer', req, () => model.transfer(member, req));
    }
    case 'transferInvalid': {
      const pick = r.pick([
        { from: 'main', to: 'main' },
        { from: ctx.transfer.providerId, to: 'cra' },
        { from: 'main', to: ctx.seamless.providerId },
        { from: 'main', to: 'zt-no-such-provider' },
        { from: ctx.seamless.providerId, to: 'main' },
      ]);
      const req: TransferRequest = { ...pick, amount: formatMinor(unit, member.decimals), idempotencyKey: fresh('transfer-') };
      return walletCall(ctx, member, `${kind} ${member.username}`, 'wallet/transfer', req, () => model.transfer(member, req));
    }
    case 'currencyMismatch':
      return send(ctx, member, log, kind, 'bet', callback(ctx.seamless, { currency: ctx.otherCurrency(member.currency), amount: '1' }));
    case 'zeroBet':
      return send(ctx, member, log, kind, 'bet', callback(ctx.seamless, { amount: '0' }));
    case 'unknownMember':
      return send(ctx, member, log, kind, 'bet', callback(ctx.seamless, { memberId: 999_999_999, amount: '1' }));
    case 'unknownProvider':
      return send(ctx, member, log, kind, 'bet', {
        ...callback(ctx.seamless, { amount: '1' }),
        providerId: 'zt-no-such-provider',
      });
  }
}

/** A member-session or operator wallet endpoint: the operator/* ones go with the operator key. */
async function walletCall(ctx: RunContext, member: ModelMember, label: string, name: string, body: unknown, expect: () => Answer) {
  const expected = expect();
  const res = name.startsWith('operator/')
    ? await operatorCall(ctx.platform, name, body)
    : await ctx.platform.call(name, body, { sid: member.sid });
  // A new request's id and createdAt are the platform's to choose: learnt from its answer, then held to.
  const output = (expected as { output?: Record<string, unknown> }).output;
  const actual = (res.body as { output?: Record<string, unknown> }).output;
  if (output?.id === SERVER_ASSIGNED && actual) {
    if (typeof actual.id !== 'number' || typeof actual.createdAt !== 'string' || Number.isNaN(Date.parse(actual.createdAt))) {
      throw new OpMismatch(`${label} ${JSON.stringify(body)}`, expected, res.body);
    }
    output.id = actual.id;
    output.createdAt = actual.createdAt;
    ctx.model.learnRequest(output);
  }
  compare(ctx, `${label} ${JSON.stringify(body)}`, expected, res.body);
}

/** The same decimal amount plus one minor unit. */
function bump(amount: string, decimals: number): string {
  const minor = parseDecimal(amount, decimals);
  return minor === undefined ? `${amount}1` : formatMinor(minor + 1n, decimals);
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);
const max = (a: bigint, b: bigint) => (a > b ? a : b);

async function adjust(ctx: RunContext, member: ModelMember, log: MemberLog, kind: string, req: AdjustRequest) {
  const expected = ctx.model.adjust(req);
  const res = await operatorCall(ctx.platform, 'operator/adjust', req);
  log.adjusts.push(req);
  compare(ctx, `${kind} ${member.username} ${JSON.stringify(req)}`, expected, res.body);
}

async function send(ctx: RunContext, member: ModelMember, log: MemberLog, kind: string, action: CallbackAction, req: CallbackRequest) {
  const expected = ctx.model.callback(action, req);
  const res = await signedCallback(ctx.platform, action, req);
  log.callbacks.push({ action, req });
  if (req.roundId && req.memberId === member.id && !log.rounds.some((x) => x.providerId === req.providerId && x.roundId === req.roundId)) {
    log.rounds.push({ providerId: req.providerId, roundId: req.roundId });
  }
  if (action === 'bet' && expected.status === true && !log.bets.includes(req.txId!)) log.bets.push(req.txId!);
  compare(ctx, `${kind} ${action} ${member.username} ${JSON.stringify(req)}`, { statusCode: 200, body: expected }, res);
}

function compare(ctx: RunContext, label: string, expected: Answer | { statusCode: number; body: Answer }, actual: unknown) {
  const body = ((expected as { body?: Answer }).body ?? expected) as Answer;
  const outcome = `${body.status ? 'ok' : 'refused'}:${String(body.msg)}`;
  ctx.outcomes.set(outcome, (ctx.outcomes.get(outcome) ?? 0) + 1);
  if (!isDeepStrictEqual(expected, actual)) throw new OpMismatch(label, expected, actual);
}
