import { z } from 'zod';
import type { ProviderRoundStatus, RoundQuestion } from '../../modules/games';
import { ROUND_STATUS_PATH } from './game-server/round-status';
import { SIGNATURE_HEADER, signBody, verifyBody } from './protocol/signature';
import { walletRequests } from './protocol/wallet-messages';

/** One signed POST to the provider's server; its answer's headers carry the signature. */
export type StatusTransport = (
  path: string,
  body: string,
  headers: Record<string, string>,
) => Promise<{ statusCode: number; body: string; headers: Record<string, unknown> }>;

const answer = z.union([
  z.object({ state: z.literal('owed'), action: z.literal('win'), request: walletRequests.win }),
  z.object({ state: z.literal('owed'), action: z.literal('rollback'), request: walletRequests.rollback }),
  z.object({ state: z.literal('pending') }),
  z.object({ state: z.literal('none') }),
]);

/**
 * The platform's side of the demo provider's POST /rounds/status: a signed question, a signed
 * answer checked before it is believed, the owed call turned into the wagers' terms. Throws when
 * the provider does not answer properly (the sweep asks again later).
 */
export function demoRoundStatus(secret: string, transport: StatusTransport) {
  return async (round: RoundQuestion): Promise<ProviderRoundStatus> => {
    const body = JSON.stringify({ roundId: round.roundId });
    const reply = await transport(ROUND_STATUS_PATH, body, {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signBody(secret, body),
    });
    if (reply.statusCode !== 200) throw new Error(`round status: HTTP ${reply.statusCode}`);
    const signature = reply.headers[SIGNATURE_HEADER];
    if (!verifyBody(secret, reply.body, signature)) throw new Error('round status: bad signature');
    const status = answer.parse(JSON.parse(reply.body));
    if (status.state !== 'owed') return status;
    const { request } = status;
    // The provider's round ids are its own; one of another member or provider is not this round's answer.
    if (request.roundId !== round.roundId || request.memberId !== round.memberId || request.providerId !== round.providerId) {
      return { state: 'none' };
    }
    const call = { ...request, amount: BigInt(request.amount) };
    return status.action === 'win'
      ? { state: 'owed', call: { action: 'win', call } }
      : { state: 'owed', call: { action: 'rollback', call: { ...call, refTxId: status.request.refTxId } } };
  };
}
