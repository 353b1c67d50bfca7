// @vitest-environment node
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ICON_SOURCE_DIRS, ICONS_CSS_PATH, iconGlyphs, iconNamesIn, renderPrimeIcons } from './trim-icons';

const root = path.resolve(import.meta.dirname, '..');

const sample = [
  "@font-face { font-family: 'primeicons'; src: url('./fonts/primeicons.woff2') format('woff2'); }",
  '.pi { font-family: primeicons; }',
  '.pi-spin { animation: fa-spin 2s infinite linear; }',
  '.pi-heart:before {\n    content: "\\e9e6";\n}',
  '.pi-times:before {\n    content: "\\e90b";\n}',
].join('\n');

it('keeps the base rules and the icons named, with a @font-face of the trimmed font', () => {
  const { css, codePoints } = renderPrimeIcons(sample, ['times', 'times', 'not-an-icon']);
  expect(css).toContain("src: url('./prime-icons.woff2') format('woff2')");
  expect(css).not.toContain('fonts/primeicons.woff2');
  expect(css).toContain('.pi { font-family: primeicons; }');
  expect(css).toContain('.pi-spin');
  expect(css).toContain('.pi-times:before {\n  content: "\\e90b";\n}');
  expect(css).not.toContain('pi-heart');
  expect(codePoints).toEqual([0xe90b]);
});

it('reads icon names from class strings', () => {
  expect(iconNamesIn(`<i className="pi pi-heart-fill" /> icon: 'pi pi-gift'`)).toEqual(['heart-fill', 'gift']);
});

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.(tsx?|json)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

it('app/prime-icons.css has every icon the sources name (else run npx tsx scripts/prime-icons.ts)', () => {
  const installed = readFileSync(path.join(root, ICONS_CSS_PATH), 'utf8');
  const used = ICON_SOURCE_DIRS.flatMap((dir) => sources(path.join(root, dir))).flatMap((file) => iconNamesIn(readFileSync(file, 'utf8')));
  const trimmed = readFileSync(path.join(root, 'app', 'prime-icons.css'), 'utf8');
  const missing = [...new Set(used)].filter((name) => iconGlyphs(installed).has(name) && !trimmed.includes(`.pi-${name}:before`));
  expect(missing).toEqual([]);
  expect(trimmed).toBe(renderPrimeIcons(installed, used).css);
});
