/** A member's own account number in lists: enough to recognise it, not enough to copy from a screenshot. */
export function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.trim();
  return digits.length <= 4 ? digits : `•••• ${digits.slice(-4)}`;
}
