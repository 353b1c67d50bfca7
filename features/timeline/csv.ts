import type { TimelineItem } from '@/lib/contracts/timeline';
import { wallClock } from '@/lib/wall-clock';

/** A plain decimal number: left as it is, so a spreadsheet reads it as a number. */
const NUMBER = /^-?\d+(\.\d+)?$/;
/** What a spreadsheet would start a formula with (OWASP's CSV injection list). */
const FORMULA = /^[=+\-@\t\r]/;

/**
 * One CSV cell. Text a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first)
 * is prefixed with an apostrophe, and every text cell is quoted with its quotes doubled, so a
 * comma, quote or line break inside it stays inside it (RFC 4180).
 */
export function csvCell(value: string): string {
  if (NUMBER.test(value)) return value;
  const safe = FORMULA.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-mm-dd HH:mm:ss on the member's clock: unambiguous in every spreadsheet. */
export function csvTime(at: string, timeZone: string): string {
  const c = wallClock(new Date(at), timeZone);
  return `${c.year}-${pad(c.month)}-${pad(c.day)} ${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}`;
}

export type CsvLabels = {
  /** column headings, in order */
  headings: readonly [string, string, string, string, string, string, string, string, string, string];
  kind: (item: TimelineItem) => string;
  entry: (item: TimelineItem) => string;
  status: (item: TimelineItem) => string;
  balance: (item: TimelineItem) => string;
};

/**
 * The timeline as CSV: a byte order mark (so spreadsheets read Thai and Chinese as UTF-8), the
 * headings in the member's language, one row per line with amounts as plain decimal strings and
 * times on the member's clock; CRLF line ends.
 */
export function timelineCsv(items: readonly TimelineItem[], options: { timeZone: string; currency: string; labels: CsvLabels }): string {
  const { labels, timeZone, currency } = options;
  const rows = items.map((item) => [
    csvTime(item.at, timeZone),
    labels.kind(item),
    labels.entry(item),
    item.description,
    labels.status(item),
    item.stake ?? '',
    item.win ?? '',
    item.amount,
    labels.balance(item),
    currency,
  ]);
  return `\uFEFF${[labels.headings, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
