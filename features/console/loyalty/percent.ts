/** "1.25" (percent, at most two decimals) → 125 basis points; null when it is not such a number. */
export function percentToBp(percent: string): number | null {
  return /^\d{1,3}(\.\d{1,2})?$/.test(percent.trim()) ? Math.round(Number(percent) * 100) : null;
}

/** 125 → "1.25". */
export function bpToPercent(bp: number): string {
  return (bp / 100).toFixed(2);
}
