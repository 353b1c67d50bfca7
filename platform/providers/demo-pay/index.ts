import type { FastifyInstance } from 'fastify';
import { signConfirmation, type PaymentGateway } from '../../modules/wallet';
import { demoPayGateway, type DemoPayMode } from './adapter';
import { DEMO_PAY_ID, SIGNATURE_HEADER, TIMESTAMP_HEADER, type ConfirmationBody } from './protocol';

export { DEMO_PAY_ID, SIGNATURE_HEADER, TIMESTAMP_HEADER, TOLERANCE_SECONDS } from './protocol';

/**
 * The demo payment gateway: its adapter (what platform/app.ts registers) and, in async mode, the
 * gateway's side — after `confirmDelayMs` it sends its own signed confirmation to the platform's
 * POST /gateway/demo-pay/confirm, in-process until the platform listens, then over HTTP on its
 * own port, as a real gateway's webhook would arrive. A network error or a 5xx is tried again
 * (1 s, doubling, 5 tries); any other answer ends it (a gateway must not retry forever).
 */
export type DemoPay = {
  gateway: PaymentGateway;
  /** Sends confirmations through the platform's HTTP stack without a socket (until `useHttp`). */
  connectTo(platformApp: FastifyInstance): void;
  /** Once the platform listens: send them over HTTP, like a remote gateway. */
  useHttp(platformUrl: string): void;
  /** Resolves when every confirmation scheduled so far got its final answer (tests). */
  settled(): Promise<void>;
  close(): Promise<void>;
};

type Transport = (path: string, body: string, headers: Record<string, string>) => Promise<{ statusCode: number }>;

const SEND_TIMEOUT_MS = 5_000;
const TRIES = 5;

export function createDemoPay(options: { mode: DemoPayMode; secret: string; confirmDelayMs: number; clock: () => Date }): DemoPay {
  let transport: Transport | undefined;
  let closed = false;
  const inFlight = new Set<Promise<void>>();
  // A replayed deposit request starts the same payment: it is confirmed once.
  const scheduled = new Set<string>();

  const send = async (body: ConfirmationBody) => {
    const raw = JSON.stringify(body);
    for (let attempt = 0; attempt < TRIES && !closed; attempt += 1) {
      if (attempt > 0) await sleep(1000 * 2 ** (attempt - 1));
      if (!transport || closed) continue;
      // Signed again on each try: the timestamp is the send's, within the platform's tolerance.
      const timestamp = Math.floor(options.clock().getTime() / 1000);
      try {
        const answer = await transport(`/gateway/${DEMO_PAY_ID}/confirm`, raw, {
          'content-type': 'application/json',
          [TIMESTAMP_HEADER]: String(timestamp),
          [SIGNATURE_HEADER]: signConfirmation(options.secret, timestamp, raw),
        });
        if (answer.statusCode < 500) return;
      } catch {
        // Not delivered: try again.
      }
    }
  };

  const confirm = (body: ConfirmationBody) => {
    if (scheduled.has(body.reference) || closed) return;
    scheduled.add(body.reference);
    const task = sleep(options.confirmDelayMs)
      .then(() => send(body))
      .finally(() => inFlight.delete(task));
    inFlight.add(task);
  };

  return {
    gateway: demoPayGateway({ mode: options.mode, secret: options.secret, confirm }),
    connectTo(app) {
      transport = async (path, body, headers) => {
        const response = await app.inject({ method: 'POST', url: path, headers, payload: body });
        return { statusCode: response.statusCode };
      };
    },
    useHttp(platformUrl) {
      transport = async (path, body, headers) => {
        const response = await fetch(`${platformUrl}${path}`, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        await response.arrayBuffer();
        return { statusCode: response.status };
      };
    },
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    async close() {
      // What is still waiting is dropped (its timers never keep the process alive); a send under way ends with the server.
      closed = true;
    },
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref?.());
