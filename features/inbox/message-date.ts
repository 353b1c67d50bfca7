/** The time zone a member's dates are shown in: their country's. */
const COUNTRY_TIME_ZONES: Record<string, string> = {
  MY: 'Asia/Kuala_Lumpur',
  SG: 'Asia/Singapore',
  TH: 'Asia/Bangkok',
  VN: 'Asia/Ho_Chi_Minh',
  ID: 'Asia/Jakarta',
};

export function timeZoneOf(countryCode: string | undefined): string {
  return COUNTRY_TIME_ZONES[countryCode?.toUpperCase() ?? ''] ?? 'UTC';
}

/**
 * A message's date as `dd Mon yyyy` (25 Nov 2026), the month's short name in the member's language,
 * in their time zone, on the Gregorian calendar in every language (Thai too), so dates read alike.
 */
export function formatMessageDate(iso: string, lang: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const language = lang.split('-')[0] || 'en';
  const parts = new Intl.DateTimeFormat(`${language}-u-ca-gregory-nu-latn`, {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}
