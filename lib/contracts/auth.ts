import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from './credential-limits';

export { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN };

/** Shapes of the account calls. Field rules mirror the site's form rules in lib/validation. */

const username = z
  .string()
  .trim()
  .min(USERNAME_MIN, 'error_minlength')
  .max(USERNAME_MAX, 'error_maxlength')
  .regex(/^[A-Za-z0-9]+$/, 'error_alphaNum');

export const newPassword = z
  .string()
  .min(PASSWORD_MIN, 'error_minlength')
  .max(PASSWORD_MAX, 'error_maxlength')
  .regex(/^(?=.*\d)(?=.*[A-Za-z])(?=.*[^A-Za-z0-9]).*$/, 'error_passwordcond');

export const loginInput = z.object({
  username: z.string().trim().min(1, 'error_required').max(64),
  password: z.string().min(1, 'error_required').max(128),
});
export type LoginInput = z.infer<typeof loginInput>;

/** mobileno is "{dialCode}-{number}" (docs/PRODUCT.md §5 validphone). */
export const registerInput = z.object({
  username,
  password: newPassword,
  mobileno: z
    .string()
    .trim()
    .regex(/^\d{2,4}-\d{6,12}$/, 'error_validphone'),
  email: z.union([z.literal(''), z.string().trim().max(254, 'error_maxlength').email('error_validemail')]).optional(),
  countryCode: z.string().trim().length(2),
  language: z.string().trim().min(2).max(5),
  cmsID: z.string().trim().max(64).optional(),
  /** A referral link's code (?ref=CODE); an unknown one is refused as a field error, never dropped. */
  referralCode: z
    .string()
    .trim()
    .max(12, 'referral_code_not_found')
    .regex(/^[A-Za-z0-9]*$/, 'referral_code_not_found')
    .optional(),
});
export type RegisterInput = z.infer<typeof registerInput>;

export const memberProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  currency: z.string(),
  countryCode: z.string(),
  language: z.string(),
  mobileno: z.string(),
  email: z.string(),
  tncAcceptedAt: z.string().nullable(),
  /** the terms version accepted then; the general-tnc guard asks again when the current one differs */
  tncVersion: z.string().nullable().optional(),
  createdAt: z.string(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

/** member/wallet-balance. balance is a decimal string in the member's currency, minor the integer minor units. */
export const walletBalanceSchema = z.object({
  balance: z.string(),
  minor: z.number().int(),
  currency: z.string(),
  /**
   * Money sitting in transfer-type providers' wallets (a game's own wallet), one line per wallet that
   * holds any: the site shows it as "in game" instead of letting it vanish from the balance.
   */
  inGame: z.array(z.object({ providerId: z.string(), balance: z.string(), minor: z.number().int() })).optional(),
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

export const checkUsernameInput = z.object({
  field: z.enum(['username', 'mobileno']),
  value: z.string().trim().min(1).max(64),
});
