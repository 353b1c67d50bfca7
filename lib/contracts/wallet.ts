import { z } from 'zod';

/**
 * Amounts travel as decimal strings ("12.50") and are stored as integer minor units;
 * never as floats.
 */
export const amountString = z.string().trim().regex(/^\d{1,15}(\.\d{1,2})?$/, 'error_amount');
const signedAmountString = z.string().trim().regex(/^-?\d{1,15}(\.\d{1,2})?$/, 'error_amount');

/** Operator adjustment (also how tests and demos fund a member). */
export const operatorAdjustInput = z.object({
  username: z.string().trim().min(1).max(64),
  amount: signedAmountString,
  note: z.string().trim().max(200).default(''),
  idempotencyKey: z.string().trim().min(8).max(100),
});
