import { randomInt } from 'node:crypto';

/** Codes avoid look-alikes (0/O, 1/I/L) so a code read off a screen is typed right. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;

export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Commission on the basis earned since the last claim, rounded down to whole minor units. */
export function commissionOn(basis: bigint, rateBp: number): bigint {
  if (basis <= 0n || rateBp <= 0) return 0n;
  return (basis * BigInt(rateBp)) / 10_000n;
}

/** "ab****" style: the first two characters and the last, the rest hidden (members never see each other's usernames). */
export function maskUsername(username: string): string {
  if (username.length <= 3) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}${'*'.repeat(Math.max(3, username.length - 3))}${username.slice(-1)}`;
}

/** The reasons a referral or a bank binding is refused as self-referral (also the operator's flag reasons). */
export const SELF_REFERRAL = {
  fingerprint: 'referral_same_device',
  bank: 'referral_same_bank_account',
} as const;
