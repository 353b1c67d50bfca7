import { existsSync } from 'node:fs';

/** Debian's Chromium: Playwright cannot download browsers on these machines. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function chromiumPath(): string {
  const found = CANDIDATES.find((p): p is string => Boolean(p && existsSync(p)));
  if (!found) {
    throw new Error('Chromium is missing. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH).');
  }
  return found;
}
