const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written yyyy-mm-dd: Date would roll 2026-02-30 over into March. */
export function isIsoDay(value: string | null | undefined): value is string {
  const match = ISO_DAY.exec(value ?? '');
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
