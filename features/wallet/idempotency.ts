/** Money calls' idempotency keys are the site's (lib/api/idempotency.ts): promotions claim and leave with the same rule. */
export { createIdempotencyKeeper, isUnknownOutcome, newIdempotencyKey } from '@/lib/api/idempotency';
