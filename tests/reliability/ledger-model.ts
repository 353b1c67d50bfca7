/**
 * An in-memory model of the money side of the platform, written from the documented rules
 * (docs/platform.md "Money: the ledger", docs/games.md) rather than from the code: every member
 * wallet and house account in minor units (bigint), every idempotency key that holds an entry,
 * every game round, and what each request must answer. The random run feeds the same requests to
 * the model and to the platform and compares answers, then balances.
 *
 * The model is sequential per member; the run only executes requests concurrently for different
 * members, where order cannot change any answer.
 */

export type Answer = Record<string, unknown>;

export type ModelMember = {
  index: number;
  id: number;
  username: string;
  sid: string;
  currency: string;
  decimals: number;
  main: bigint;
  /** transfer-type providers' wallets, by providerId */
  wallets: Map<string, bigint>;
  /** journal entries written for this member */
  entries: number;
  /** wallet/withdraw prerequisites (member/bank-add, member/pin-set) */
  bankAccountId: number | null;
  hasPin: boolean;
  /** wrong PINs since the last right one */
  pinFails: number;
  /** deposits and withdrawals, in the order they were made */
  requests: WalletRequestModel[];
};

/** A deposit or withdrawal as the model sees it; `output` is the answer's object (id and createdAt learnt from the platform). */
export type WalletRequestModel = {
  memberId: number;
  kind: 'deposit' | 'withdrawal';
  method: 'gateway' | 'bank';
  amount: bigint;
  status: 'pending' | 'approved' | 'rejected' | 'cancelled';
  output: Record<string, unknown>;
};

/** What the platform assigns and the model cannot know in advance: learnt from the first answer. */
export const SERVER_ASSIGNED = '<server-assigned>';

export type CurrencyRules = {
  decimals: number;
  deposit: { min: bigint; max: bigint | null };
  withdrawal: { min: bigint; max: bigint | null };
  gateways: string[];
  operatorBanks: number[];
  /** transfer-type providers offered in this currency, in the order wallet answers list them */
  transferProviders: { providerId: string; name: string }[];
};

export type DepositRequest =
  | { method: 'gateway'; gatewayId: string; amount: string; idempotencyKey: string }
  | { method: 'bank'; operatorBankId: number; amount: string; receiptKey: string; idempotencyKey: string };
export type WithdrawRequest = { bankAccountId: number; amount: string; pin: string; idempotencyKey: string };
export type TransferRequest = { from: string; to: string; amount: string; idempotencyKey: string };
export type Decision = {
  kind: 'deposit' | 'withdrawal';
  decision: 'approved' | 'rejected' | 'cancelled';
  reason: string;
  byMember?: ModelMember;
};

export type Provider = { providerId: string; transfer: boolean; gameId: string };

export type BetMeta = { memberId: number; roundId: string; amount: string; currency: string; providerId: string; wallet: string };

type KeyHolder =
  | { kind: 'adjustment'; sig: string; answer: Answer }
  | { kind: 'bet'; sig: string; answer: Answer; meta: BetMeta }
  | { kind: 'win'; sig: string; answer: Answer }
  | { kind: 'bet_void'; sig: string }
  | { kind: 'bet_rollback'; sig: string; answer: Answer }
  | { kind: 'transfer'; sig: string; answer?: Answer }
  | { kind: 'wallet_request'; sig: string; answer: Answer }
  | { kind: 'decision'; sig: string };

export type Round = {
  providerId: string;
  roundId: string;
  memberId: number;
  bet: bigint;
  win: bigint;
  status: 'open' | 'settled' | 'rolled_back';
};

export type CallbackAction = 'balance' | 'bet' | 'win' | 'rollback';
export type CallbackRequest = {
  txId?: string;
  roundId?: string;
  memberId: number;
  providerId: string;
  gameId?: string;
  currency: string;
  amount?: string;
  refTxId?: string;
};

export type AdjustRequest = { username: string; amount: string; note: string; idempotencyKey: string };

/** Where a provider's money sits for a member: 'main' or the providerId of a transfer-type wallet. */
const MAIN = 'main';

export function formatMinor(minor: bigint, decimals: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : ''}`;
}

/** "12.5" → 1250n with 2 decimals; more decimals than the currency has → undefined. */
export function parseDecimal(amount: string, decimals: number): bigint | undefined {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return undefined;
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.length > decimals) return undefined;
  const minor = BigInt(whole + fraction.padEnd(decimals, '0'));
  return sign === '-' ? -minor : minor;
}

export class LedgerModel {
  readonly members: ModelMember[] = [];
  private readonly byId = new Map<number, ModelMember>();
  private readonly byUsername = new Map<string, ModelMember>();
  readonly providers = new Map<string, Provider>();
  /** Every account the model knows, by invariants.accountName (baseline + movements). */
  readonly accounts = new Map<string, bigint>();
  private readonly keys = new Map<string, KeyHolder>();
  readonly rounds = new Map<string, Round>();
  /** Entries the model expects beyond the baseline. */
  entriesWritten = 0;

  constructor(providers: Provider[], baseline: Map<string, bigint>) {
    for (const p of providers) this.providers.set(p.providerId, p);
    for (const [name, balance] of baseline) this.accounts.set(name, balance);
  }

  readonly rules = new Map<string, CurrencyRules>();
  /** every deposit and withdrawal, by the id the platform gave it */
  readonly requestsById = new Map<number, WalletRequestModel>();
  /** the PIN every member with a PIN has */
  pin = '123456';

  addMember(
    member: Omit<ModelMember, 'main' | 'wallets' | 'entries' | 'index' | 'bankAccountId' | 'hasPin' | 'pinFails' | 'requests'>,
  ): ModelMember {
    const full: ModelMember = {
      ...member,
      index: this.members.length,
      main: 0n,
      wallets: new Map(),
      entries: 0,
      bankAccountId: null,
      hasPin: false,
      pinFails: 0,
      requests: [],
    };
    this.members.push(full);
    this.byId.set(full.id, full);
    this.byUsername.set(full.username.toLowerCase(), full);
    return full;
  }

  memberById(id: number) {
    return this.byId.get(id);
  }

  /** The bet stored under a txId, if the ledger holds one. */
  betOf(txId: string): BetMeta | undefined {
    const holder = this.keys.get(txKey(txId));
    return holder?.kind === 'bet' ? holder.meta : undefined;
  }

  /** Whether a txId's key is held (by a bet, a win or a void). */
  holdsTx(txId: string): boolean {
    return this.keys.has(txKey(txId));
  }

  roundOf(providerId: string, roundId: string): Round | undefined {
    return this.rounds.get(roundKey(providerId, roundId));
  }

  walletBalance(member: ModelMember, wallet: string): bigint {
    return wallet === MAIN ? member.main : (member.wallets.get(wallet) ?? 0n);
  }

  walletOf(member: ModelMember, providerId: string): string {
    return this.providers.get(providerId)?.transfer ? providerId : MAIN;
  }

  // ---- operator/adjust ---------------------------------------------------------------------

  adjust(req: AdjustRequest): Answer {
    const member = this.byUsername.get(req.username.trim().toLowerCase());
    if (!member) return fail('member_not_found');
    const amount = parseDecimal(req.amount, member.decimals);
    if (amount === undefined || amount === 0n) return fail('error_amount');
    const key = `adjust:${req.idempotencyKey.trim()}`;
    const sig = JSON.stringify([member.id, amount.toString(), req.note.trim()]);
    const held = this.keys.get(key);
    if (held) return replayOf(held, sig) ?? fail('idempotency_conflict');
    if (member.main + amount < 0n) return fail('insufficient_balance');

    this.move(member, MAIN, amount);
    this.moveHouse('house_adjustments', null, member.currency, -amount);
    const answer = ok(this.walletAnswer(member, member.main));
    this.record(member, key, { kind: 'adjustment', sig, answer });
    return answer;
  }

  // ---- game/play-transfer and member/restore-balance --------------------------------------

  playTransfer(member: ModelMember, providerId: string): Answer {
    const amount = member.main;
    if (amount > 0n) {
      this.move(member, MAIN, -amount);
      this.move(member, providerId, amount);
      this.record(member, undefined, { kind: 'transfer', sig: '' });
    }
    return ok(this.walletWithGames(member));
  }

  restoreBalance(member: ModelMember): Answer {
    for (const [providerId, balance] of member.wallets) {
      if (balance <= 0n) continue;
      this.move(member, providerId, -balance);
      this.move(member, MAIN, balance);
      this.record(member, undefined, { kind: 'transfer', sig: '' });
    }
    return ok(this.walletWithGames(member));
  }

  walletBalanceAnswer(member: ModelMember): Answer {
    return ok(this.walletWithGames(member));
  }

  // ---- the seamless-wallet callbacks -------------------------------------------------------

  callback(action: CallbackAction, req: CallbackRequest): Answer {
    const member = this.byId.get(req.memberId);
    if (!member) return refused('member_not_found');
    if (member.currency !== req.currency) return refused('currency_mismatch');
    if (!this.providers.has(req.providerId)) return refused('provider_not_found');
    const wallet = this.walletOf(member, req.providerId);
    switch (action) {
      case 'balance':
        return { ...success(this.walletBalance(member, wallet), req.currency), decimals: member.decimals };
      case 'bet':
        return this.bet(member, wallet, req);
      case 'win':
        return this.win(member, wallet, req);
      case 'rollback':
        return this.rollback(member, wallet, req);
    }
  }

  private bet(member: ModelMember, wallet: string, req: CallbackRequest): Answer {
    const amount = BigInt(req.amount!);
    if (amount <= 0n) return refused('invalid_amount');
    const key = txKey(req.txId!);
    const sig = signature('bet', req);
    const held = this.keys.get(key);
    if (held) {
      const replay = replayOf(held, sig);
      if (replay) return replay;
      return this.refusedWithBalance(member, wallet, held.kind === 'bet_void' ? 'bet_rolled_back' : 'idempotency_conflict');
    }
    if (this.walletBalance(member, wallet) < amount) return this.refusedWithBalance(member, wallet, 'insufficient_balance');
    const round = this.roundOf(req.providerId, req.roundId!);
    if (round && (round.status !== 'open' || round.memberId !== member.id)) return this.refusedWithBalance(member, wallet, 'round_closed');

    this.move(member, wallet, -amount);
    this.moveHouse('house_bets', req.providerId, req.currency, amount);
    if (round) round.bet += amount;
    else
      this.rounds.set(roundKey(req.providerId, req.roundId!), {
        providerId: req.providerId,
        roundId: req.roundId!,
        memberId: member.id,
        bet: amount,
        win: 0n,
        status: 'open',
      });
    const answer = success(this.walletBalance(member, wallet), req.currency);
    const meta: BetMeta = {
      memberId: member.id,
      roundId: req.roundId!,
      amount: amount.toString(),
      currency: req.currency,
      providerId: req.providerId,
      wallet,
    };
    this.record(member, key, { kind: 'bet', sig, answer, meta });
    return answer;
  }

  private win(member: ModelMember, wallet: string, req: CallbackRequest): Answer {
    const amount = BigInt(req.amount!);
    const key = txKey(req.txId!);
    const sig = signature('win', req);
    const held = this.keys.get(key);
    if (held) return replayOf(held, sig) ?? this.refusedWithBalance(member, wallet, 'idempotency_conflict');
    const round = this.roundOf(req.providerId, req.roundId!);
    if (!round || round.memberId !== member.id) return this.refusedWithBalance(member, wallet, 'round_not_found');
    if (round.status === 'rolled_back') return this.refusedWithBalance(member, wallet, 'round_rolled_back');

    this.move(member, wallet, amount);
    this.moveHouse('house_wins', req.providerId, req.currency, -amount);
    round.win += amount;
    round.status = 'settled';
    const answer = success(this.walletBalance(member, wallet), req.currency);
    this.record(member, key, { kind: 'win', sig, answer });
    return answer;
  }

  private rollback(member: ModelMember, wallet: string, req: CallbackRequest): Answer {
    const amount = BigInt(req.amount!);
    const betKey = txKey(req.refTxId!);
    const bet = this.keys.get(betKey);
    if (!bet) {
      // An unknown bet: refused, and its txId is claimed so the late bet is refused too.
      this.record(member, betKey, { kind: 'bet_void', sig: 'void' });
      return this.refusedWithBalance(member, wallet, 'bet_not_found');
    }
    if (bet.kind === 'bet_void') return this.refusedWithBalance(member, wallet, 'bet_not_found');
    if (
      bet.kind !== 'bet' ||
      bet.meta.memberId !== req.memberId ||
      bet.meta.roundId !== req.roundId ||
      bet.meta.amount !== amount.toString() ||
      bet.meta.currency !== req.currency ||
      bet.meta.providerId !== req.providerId
    ) {
      return refused('idempotency_conflict');
    }
    // The refund goes where the stake came from.
    const refundWallet = bet.meta.wallet;
    const key = `demo:rollback:${req.refTxId}`;
    const sig = signature('rollback', req);
    const held = this.keys.get(key);
    if (held) return replayOf(held, sig) ?? this.refusedWithBalance(member, refundWallet, 'idempotency_conflict');
    const round = this.roundOf(req.providerId, req.roundId!);
    if (!round || round.memberId !== member.id || round.status !== 'open') {
      return this.refusedWithBalance(member, refundWallet, round && round.memberId === member.id ? 'round_settled' : 'round_not_found');
    }

    this.move(member, refundWallet, amount);
    this.moveHouse('house_bets', req.providerId, req.currency, -amount);
    round.bet -= amount;
    if (round.bet <= 0n) round.status = 'rolled_back';
    const answer = success(this.walletBalance(member, refundWallet), req.currency);
    this.record(member, key, { kind: 'bet_rollback', sig, answer });
    return answer;
  }

  // ---- deposits, withdrawals and their decisions -------------------------------------------

  private checkAmount(amount: string, decimals: number, range: { min: bigint; max: bigint | null }): bigint | Answer {
    const minor = parseDecimal(amount, decimals);
    if (minor === undefined || minor <= 0n) return fail('error_amount');
    if (minor < range.min) return { status: false, msg: 'error_min', output: { n: formatMinor(range.min, decimals) } };
    if (range.max !== null && minor > range.max)
      return { status: false, msg: 'error_max', output: { n: formatMinor(range.max, decimals) } };
    return minor;
  }

  deposit(member: ModelMember, req: DepositRequest): Answer {
    const rules = this.rules.get(member.currency)!;
    const minor = this.checkAmount(req.amount, member.decimals, rules.deposit);
    if (typeof minor !== 'bigint') return minor;
    if (req.method === 'gateway' && !rules.gateways.includes(req.gatewayId)) return fail('gateway_not_found');
    if (req.method === 'bank' && !rules.operatorBanks.includes(req.operatorBankId)) return fail('operator_bank_not_found');
    const status = req.method === 'gateway' ? 'approved' : 'pending';
    const sig = JSON.stringify([
      'deposit',
      req.method,
      status,
      minor.toString(),
      req.method === 'gateway' ? req.gatewayId : [req.operatorBankId, req.receiptKey.trim()],
    ]);
    // A new bank deposit is refused while the member already has the most pending ones allowed.
    const openDeposits = member.requests.filter((r) => r.kind === 'deposit' && r.status === 'pending').length;
    if (req.method === 'bank' && !this.keys.has(requestKey(member, req.idempotencyKey)) && openDeposits >= MAX_PENDING_DEPOSITS) {
      return { status: false, msg: 'too_many_pending_deposits', output: { max: MAX_PENDING_DEPOSITS } };
    }
    return this.createRequest(member, req.idempotencyKey, sig, { kind: 'deposit', method: req.method, status, amount: minor }, () => {
      if (status === 'approved') {
        this.move(member, MAIN, minor);
        this.moveHouse('house_deposits', null, member.currency, -minor);
      }
    });
  }

  withdraw(member: ModelMember, req: WithdrawRequest): Answer {
    if (member.bankAccountId === null) return fail('bank_account_required');
    if (req.bankAccountId !== member.bankAccountId) return fail('bank_account_not_found');
    if (!member.hasPin) return fail('pin_required');
    const minor = this.checkAmount(req.amount, member.decimals, this.rules.get(member.currency)!.withdrawal);
    if (typeof minor !== 'bigint') return minor;
    if (req.pin !== this.pin) {
      member.pinFails += 1;
      if (member.pinFails >= 5) throw new Error('the run must not lock a PIN (its end depends on the clock)');
      return { status: false, msg: 'pin_incorrect', output: { triesLeft: 5 - member.pinFails } };
    }
    member.pinFails = 0;
    const sig = JSON.stringify(['withdrawal', 'bank', 'pending', minor.toString(), req.bankAccountId]);
    if (!this.keys.has(requestKey(member, req.idempotencyKey)) && member.main < minor) return fail('insufficient_balance');
    return this.createRequest(
      member,
      req.idempotencyKey,
      sig,
      { kind: 'withdrawal', method: 'bank', status: 'pending', amount: minor },
      () => {
        this.move(member, MAIN, -minor);
        this.moveHouse('house_withdrawals_pending', null, member.currency, minor);
      },
    );
  }

  private createRequest(
    member: ModelMember,
    idempotencyKey: string,
    sig: string,
    request: Pick<WalletRequestModel, 'kind' | 'method' | 'status' | 'amount'>,
    moveMoney: () => void,
  ): Answer {
    const key = requestKey(member, idempotencyKey);
    const held = this.keys.get(key);
    if (held) return replayOf(held, sig) ?? fail('idempotency_conflict');
    moveMoney();
    const output: Record<string, unknown> = {
      id: SERVER_ASSIGNED,
      kind: request.kind,
      method: request.method,
      amount: formatMinor(request.amount, member.decimals),
      status: request.status,
      createdAt: SERVER_ASSIGNED,
      balance: formatMinor(member.main, member.decimals),
    };
    member.requests.push({ ...request, memberId: member.id, output });
    const answer = ok(output);
    this.record(member, key, { kind: 'wallet_request', sig, answer });
    return answer;
  }

  /** Called once the platform answered a new request: its id and createdAt become part of the model. */
  learnRequest(output: Record<string, unknown>) {
    const request = this.members.flatMap((m) => m.requests).find((r) => r.output === output);
    if (request && typeof output.id === 'number') this.requestsById.set(output.id, request);
  }

  decide(id: number, input: Decision): Answer {
    const request = this.requestsById.get(id);
    if (!request || request.kind !== input.kind || (input.byMember && request.memberId !== input.byMember.id))
      return fail('request_not_found');
    if (request.status !== 'pending') return fail('request_not_pending');
    const member = this.byId.get(request.memberId)!;
    const amount = request.amount;
    if (request.kind === 'deposit' && input.decision === 'approved') {
      this.moveHouse('house_deposits', null, member.currency, -amount);
      this.move(member, MAIN, amount);
    } else if (request.kind === 'withdrawal' && input.decision === 'approved') {
      this.moveHouse('house_withdrawals_pending', null, member.currency, -amount);
      this.moveHouse('house_withdrawals_paid', null, member.currency, amount);
    } else if (request.kind === 'withdrawal') {
      this.moveHouse('house_withdrawals_pending', null, member.currency, -amount);
      this.move(member, MAIN, amount);
    }
    request.status = input.decision;
    this.record(member, `wallet-request:${id}:decision`, { kind: 'decision', sig: '' });
    return ok({ ...request.output, status: input.decision, balance: formatMinor(member.main, member.decimals) });
  }

  // ---- wallet/transfer ---------------------------------------------------------------------

  transfer(member: ModelMember, req: TransferRequest): Answer {
    const rules = this.rules.get(member.currency)!;
    if (req.from === req.to || (req.from !== MAIN && req.to !== MAIN)) return fail('transfer_invalid');
    const toProvider = req.from === MAIN;
    const providerId = toProvider ? req.to : req.from;
    const known = this.providers.get(providerId);
    const transferType = known ? known.transfer : rules.transferProviders.some((p) => p.providerId === providerId) ? true : undefined;
    if (transferType === undefined) return fail('provider_not_found');
    if (!transferType) return fail('not_transfer_provider');
    if (toProvider && !rules.transferProviders.some((p) => p.providerId === providerId)) return fail('provider_not_available');
    const minor = parseDecimal(req.amount, member.decimals);
    if (minor === undefined || minor <= 0n) return fail('error_amount');
    const key = `transfer:${member.id}:${req.idempotencyKey.trim()}`;
    const sig = JSON.stringify([req.from, req.to, minor.toString()]);
    const held = this.keys.get(key);
    if (held) return replayOf(held, sig) ?? fail('idempotency_conflict');
    const [source, target] = toProvider ? [MAIN, providerId] : [providerId, MAIN];
    if (this.walletBalance(member, source) < minor) return fail('insufficient_balance');
    this.move(member, source, -minor);
    this.move(member, target, minor);
    const answer = ok({
      balance: formatMinor(member.main, member.decimals),
      providerWallets: rules.transferProviders.map((p) => ({
        providerId: p.providerId,
        name: p.name,
        balance: formatMinor(this.walletBalance(member, p.providerId), member.decimals),
      })),
    });
    this.record(member, key, { kind: 'transfer', sig, answer });
    return answer;
  }

  // ---- bookkeeping -------------------------------------------------------------------------

  private move(member: ModelMember, wallet: string, amount: bigint) {
    if (wallet === MAIN) member.main += amount;
    else member.wallets.set(wallet, (member.wallets.get(wallet) ?? 0n) + amount);
    const name =
      wallet === MAIN ? `member_main|${member.id}|-|${member.currency}` : `member_provider|${member.id}|${wallet}|${member.currency}`;
    this.accounts.set(name, (this.accounts.get(name) ?? 0n) + amount);
  }

  private moveHouse(kind: string, providerId: string | null, currency: string, amount: bigint) {
    const name = `${kind}|-|${providerId ?? '-'}|${currency}`;
    this.accounts.set(name, (this.accounts.get(name) ?? 0n) + amount);
  }

  private record(member: ModelMember, key: string | undefined, holder: KeyHolder) {
    if (key) this.keys.set(key, holder);
    member.entries += 1;
    this.entriesWritten += 1;
  }

  private walletAnswer(member: ModelMember, minor: bigint) {
    return { balance: formatMinor(minor, member.decimals), minor: Number(minor), currency: member.currency };
  }

  /** The main balance and what each game wallet still holds ("in game"), as the wallet's own answers give them. */
  private walletWithGames(member: ModelMember) {
    const inGame = [...member.wallets]
      .filter(([, balance]) => balance > 0n)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([providerId, balance]) => ({ providerId, balance: formatMinor(balance, member.decimals), minor: Number(balance) }));
    return { ...this.walletAnswer(member, member.main), inGame };
  }

  private refusedWithBalance(member: ModelMember, wallet: string, msg: string): Answer {
    return { status: false, msg, balance: this.walletBalance(member, wallet).toString(), currency: member.currency };
  }
}

/** The first answer when a request with the same values comes again under a held key. */
const replayOf = (held: KeyHolder, sig: string): Answer | undefined => (held.sig === sig && 'answer' in held ? held.answer : undefined);

const txKey = (txId: string) => `demo:tx:${txId}`;
// Deposits and withdrawals share one key space per member.
const requestKey = (member: ModelMember, idempotencyKey: string) => `wallet-request:${member.id}:${idempotencyKey.trim()}`;
const roundKey = (providerId: string, roundId: string) => `${providerId}|${roundId}`;

/** What makes two requests under one key "the same values": everything but the txId. */
function signature(action: CallbackAction, req: CallbackRequest): string {
  return JSON.stringify([
    action,
    req.memberId,
    req.providerId,
    req.currency,
    req.roundId,
    req.gameId,
    req.amount === undefined ? null : BigInt(req.amount).toString(),
    req.refTxId ?? null,
  ]);
}

const ok = (output: unknown): Answer => ({ status: true, msg: 'success', output });
const fail = (msg: string): Answer => ({ status: false, msg });
/** The platform's default MAX_PENDING_DEPOSITS. */
const MAX_PENDING_DEPOSITS = 3;
const refused = (msg: string): Answer => ({ status: false, msg });
const success = (minor: bigint, currency: string): Answer => ({ status: true, msg: 'success', balance: minor.toString(), currency });
