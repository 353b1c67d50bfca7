/** A decimal string in minor units of `digits` decimals, or null when it is not a plain amount with at most that many. */
export function toMinor(text: string, digits: number): bigint | null {
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > digits) return null;
  return BigInt(whole + fraction.padEnd(digits, '0'));
}

/**
 * The transfer dialog's amount before it is sent: above zero, at most the currency's decimals, no
 * more than the main wallet holds. The platform checks again (the balance may have moved since).
 */
export function transferAmountOk(text: string, mainBalance: string, digits: number): boolean {
  const amount = toMinor(text, digits);
  const main = toMinor(mainBalance, digits);
  return amount !== null && amount > 0n && main !== null && amount <= main;
}
