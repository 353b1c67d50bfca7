/**
 * Writes app/prime-theme.css: PrimeReact's theme without the rules of components the site does not
 * use (lib/trim-theme.ts). Run it after importing a PrimeReact component the site did not use
 * before, or after upgrading PrimeReact (lib/trim-theme.test.ts fails until then):
 *   npx tsx scripts/prime-theme.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderPrimeTheme, THEME_PATH } from '../lib/trim-theme';

const root = path.resolve(import.meta.dirname, '..');
const theme = readFileSync(path.join(root, THEME_PATH), 'utf8');
const out = renderPrimeTheme(theme);
writeFileSync(path.join(root, 'app', 'prime-theme.css'), out);
console.log(`app/prime-theme.css: ${(out.length / 1024).toFixed(1)} KB (the whole theme: ${(theme.length / 1024).toFixed(1)} KB)`);
