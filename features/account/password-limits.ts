/**
 * The password length limits of lib/contracts/auth (PASSWORD_MIN / PASSWORD_MAX), repeated here
 * because that module builds zod schemas on load and would put zod (~31 kB gzip) into the account
 * page's first-load JS. password-limits.test.ts keeps the two in step.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
