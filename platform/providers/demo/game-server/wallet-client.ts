import type { FastifyInstance } from 'fastify';
import { SIGNATURE_HEADER, signBody } from '../protocol/signature';
import { WALLET_CALLBACK_PREFIX, type WalletAction, type WalletAnswer, type WalletRequest } from '../protocol/wallet-messages';

/** Delivers one signed callback; throws when the outcome is unknown (network, timeout, 5xx). */
export type WalletTransport = (
  path: string,
  body: string,
  headers: Record<string, string>,
) => Promise<{ statusCode: number; body: string }>;

const CALLBACK_TIMEOUT_MS = 5_000;

/**
 * Over HTTP to the other side: the provider to the listening platform's wallet callbacks, as a
 * provider elsewhere would call them, or the platform to a provider in its own process
 * (/rounds/status, whose answer's headers carry the signature).
 */
export function httpTransport(baseUrl: string) {
  return async (path: string, body: string, headers: Record<string, string>) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
    });
    return { statusCode: response.status, body: await response.text(), headers: Object.fromEntries(response.headers) };
  };
}

/** Through the platform's own HTTP stack without a socket, while it is not listening (tests). */
export function injectTransport(app: FastifyInstance): WalletTransport {
  return async (path, body, headers) => {
    const response = await app.inject({ method: 'POST', url: path, headers, payload: body });
    return { statusCode: response.statusCode, body: response.body };
  };
}

export class WalletClient {
  private transport: WalletTransport | undefined;

  constructor(private readonly secret: string) {}

  use(transport: WalletTransport): void {
    this.transport = transport;
  }

  /** Business refusals come back as answers (status false); anything else throws. */
  async call<A extends WalletAction>(action: A, request: WalletRequest<A>): Promise<WalletAnswer> {
    if (!this.transport) throw new Error('demo provider: no platform wallet connected');
    const body = JSON.stringify(request);
    const response = await this.transport(`${WALLET_CALLBACK_PREFIX}/${action}`, body, {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signBody(this.secret, body),
    });
    if (response.statusCode !== 200) throw new Error(`wallet ${action}: HTTP ${response.statusCode} ${response.body.slice(0, 200)}`);
    return JSON.parse(response.body) as WalletAnswer;
  }
}
