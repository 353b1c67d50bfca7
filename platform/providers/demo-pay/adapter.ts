import { CURRENCY_MINOR_UNITS } from '@/lib/contracts/currencies';
import { checkConfirmationSignature, type Confirmation, type ConfirmationRefusal, type PaymentGateway } from '../../modules/wallet';
import { confirmationBody, DEMO_PAY_ID, SIGNATURE_HEADER, TIMESTAMP_HEADER, TOLERANCE_SECONDS, type ConfirmationBody } from './protocol';

export type DemoPayMode = 'instant' | 'async';

/**
 * The demo payment gateway as the platform sees it (a PaymentGateway). Instant: every deposit is
 * credited at once, as the demo always did. Async: a deposit is pending and, once the platform has
 * recorded it (`afterRecorded`), `confirm` is asked to
 * send the gateway's signed confirmation later (DemoPay does, to POST /gateway/demo-pay/confirm).
 * It takes every currency the platform stores and pays payouts at once.
 */
export function demoPayGateway(options: {
  mode: DemoPayMode;
  secret: string;
  /** Async mode: send this confirmation (the payment "went through"). */
  confirm: (body: ConfirmationBody) => void;
}): PaymentGateway {
  return {
    id: DEMO_PAY_ID,
    name: 'DemoPay',
    currencies: Object.keys(CURRENCY_MINOR_UNITS),
    async startDeposit({ reference, currency, amount }) {
      if (options.mode === 'instant') return { outcome: 'credited' };
      return {
        outcome: 'pending',
        afterRecorded: () => options.confirm({ reference, amount: amount.toString(), currency, status: 'succeeded' }),
      };
    },
    parseConfirmation(rawBody, headers, now) {
      // Instant mode leaves nothing pending: no confirmation is the demo gateway's word then.
      if (options.mode === 'instant') return refuse(401, 'confirmations_off');
      const check = checkConfirmationSignature(
        options.secret,
        rawBody,
        headers[SIGNATURE_HEADER],
        headers[TIMESTAMP_HEADER],
        now,
        TOLERANCE_SECONDS,
      );
      if (check !== 'valid') return refuse(401, check);
      return parseBody(rawBody);
    },
    async startPayout({ requestId }) {
      return { status: 'paid', reference: `demo-payout-${requestId}` };
    },
  };
}

function parseBody(rawBody: Buffer): Confirmation | ConfirmationRefusal {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return refuse(400, 'invalid_json');
  }
  const parsed = confirmationBody.safeParse(json);
  if (!parsed.success) return refuse(400, `invalid_request: ${parsed.error.issues[0]?.path.join('.') ?? ''}`);
  const { reference, amount, currency, status } = parsed.data;
  return { reference, amount: BigInt(amount), currency, status };
}

function refuse(httpStatus: 400 | 401, msg: string): ConfirmationRefusal {
  return { refuse: { httpStatus, msg } };
}
