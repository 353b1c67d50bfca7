import type { z } from 'zod';
import type { RawCallback } from '../../../endpoints/provider-callbacks';
import type { RefusedCallback, WalletCall, WalletProtocol } from '../../../modules/games';
import type { WagerOutcome } from '../../../modules/wagers';
import { verifyBody, SIGNATURE_HEADER } from '../protocol/signature';
import { isWalletAction, walletRequests, type WalletAnswer, type WalletRequest } from '../protocol/wallet-messages';

/**
 * The demo provider's seamless-wallet wire protocol, and nothing else: a signed JSON body in, a
 * WalletAnswer out. The money rules (idempotency, rounds, rollbacks) are the wagers module's.
 */
export function demoWalletProtocol(secret: string): WalletProtocol {
  return {
    decode: (action, callback) => decode(secret, action, callback),
    encode: (_call, outcome) => ({ statusCode: 200, body: toAnswer(outcome) }),
  };
}

function decode(secret: string, action: string, callback: RawCallback): WalletCall | RefusedCallback {
  if (!isWalletAction(action)) return refuse(404, 'unknown_action');
  if (!verifyBody(secret, callback.body, callback.headers[SIGNATURE_HEADER])) return refuse(401, 'invalid_signature');
  let json: unknown;
  try {
    json = JSON.parse(callback.body.toString('utf8'));
  } catch {
    return refuse(400, 'invalid_json');
  }
  switch (action) {
    case 'balance': {
      const request = read(walletRequests.balance, json);
      return isRefused(request) ? request : { action, call: request };
    }
    case 'bet':
    case 'win': {
      const request = read(walletRequests[action], json);
      return isRefused(request) ? request : { action, call: money(request) };
    }
    case 'rollback': {
      const request = read(walletRequests.rollback, json);
      return isRefused(request) ? request : { action, call: { ...money(request), refTxId: request.refTxId } };
    }
  }
}

function read<S extends z.ZodType>(schema: S, json: unknown): z.output<S> | RefusedCallback {
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : refuse(400, `invalid_request: ${parsed.error.issues[0]?.path.join('.') ?? ''}`);
}

const isRefused = (value: object): value is RefusedCallback => 'refuse' in value;

/** Amounts travel as digit strings (JSON numbers cannot carry every bigint). */
function money(request: WalletRequest<'bet'>) {
  const { memberId, providerId, currency, txId, roundId, gameId, amount } = request;
  return { memberId, providerId, currency, txId, roundId, gameId, amount: BigInt(amount) };
}

function toAnswer(outcome: WagerOutcome): WalletAnswer {
  const balance = outcome.balance === undefined ? {} : { balance: outcome.balance.toString() };
  const currency = outcome.currency === undefined ? {} : { currency: outcome.currency };
  if (!outcome.ok) return { status: false, msg: outcome.msg, ...balance, ...currency };
  return {
    status: true,
    msg: 'success',
    ...balance,
    ...currency,
    ...(outcome.decimals === undefined ? {} : { decimals: outcome.decimals }),
  };
}

function refuse(statusCode: number, msg: string): RefusedCallback {
  return { refuse: { statusCode, body: { status: false, msg } satisfies WalletAnswer } };
}
