import { z } from 'zod';

/**
 * The demo gateway's confirmation wire format: a JSON body signed with DEMO_PAY_SECRET
 * (modules/wallet signConfirmation: hex HMAC-SHA256 over `{timestamp}.{raw body}`), the unix-seconds
 * timestamp and the signature in two headers. Amounts are minor units as digit strings.
 */
export const DEMO_PAY_ID = 'demo-pay';
export const TIMESTAMP_HEADER = 'x-demo-pay-timestamp';
export const SIGNATURE_HEADER = 'x-demo-pay-signature';
/** A confirmation signed longer ago than this (or this far ahead) is refused as stale. */
export const TOLERANCE_SECONDS = 300;

export const confirmationBody = z.object({
  reference: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
  amount: z.string().regex(/^\d{1,19}$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  status: z.enum(['succeeded', 'failed']),
});

export type ConfirmationBody = z.infer<typeof confirmationBody>;
