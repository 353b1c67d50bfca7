/** A UTC instant as the console shows it: "2026-11-26 08:00", or a dash for none. */
export function utcMinute(iso: string | null | undefined): string {
  return iso ? iso.replace('T', ' ').slice(0, 16) : '—';
}
