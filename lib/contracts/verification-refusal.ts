/**
 * wallet/withdraw's refusal above the member's currency threshold while unverified, kept free of
 * zod (the site's wallet reads it). Its output is a VerificationRefusal: the threshold a decimal
 * string of `currency` (the member's), which the site shows as money in it ("MYR 1,000.00").
 */
export const VERIFICATION_REFUSAL = 'verification_required';
export type VerificationRefusal = { threshold: string; currency: string };
