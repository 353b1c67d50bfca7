/**
 * Writes app/prime-icons.css and app/prime-icons.woff2: PrimeIcons cut to the icons the site's
 * sources name (lib/trim-icons.ts). Run it after using an icon the site did not use before
 * (lib/trim-icons.test.ts fails until then) or after upgrading primeicons:
 *   npx tsx scripts/prime-icons.ts
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { ICON_SOURCE_DIRS, ICONS_CSS_PATH, ICONS_FONT_PATH, iconNamesIn, renderPrimeIcons } from '../lib/trim-icons';

const root = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(tsx?|json)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

const used = ICON_SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(root, dir))).flatMap((file) =>
  iconNamesIn(readFileSync(file, 'utf8')),
);
const { css, codePoints } = renderPrimeIcons(readFileSync(path.join(root, ICONS_CSS_PATH), 'utf8'), used);
const full = readFileSync(path.join(root, ICONS_FONT_PATH));
const font = await subsetFont(full, String.fromCodePoint(...codePoints), { targetFormat: 'woff2' });
writeFileSync(path.join(root, 'app', 'prime-icons.css'), css);
writeFileSync(path.join(root, 'app', 'prime-icons.woff2'), font);
console.log(
  `app/prime-icons.woff2: ${codePoints.length} icons, ${(font.length / 1024).toFixed(1)} KB (the whole font: ${(full.length / 1024).toFixed(1)} KB)`,
);
