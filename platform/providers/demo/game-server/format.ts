/**
 * Minor units as a decimal string (12345, 2 → "123.45"). The provider keeps its own copy: it is
 * a separate party that only shares the wire protocol with the platform.
 */
export function formatMinor(minor: bigint, decimals: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : ''}`;
}
