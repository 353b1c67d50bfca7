import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderPrimeTheme, THEME_PATH, trimTheme, UNUSED_COMPONENT_CLASSES } from './trim-theme';

const root = path.resolve(import.meta.dirname, '..');

/** Every `primereact/<module>` the site's source imports. */
function importedPrimeModules(): Set<string> {
  const found = new Set<string>();
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) visit(file);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
        for (const m of readFileSync(file, 'utf8').matchAll(/(?:from |import\()'primereact\/([a-z]+)/g)) found.add(m[1]!);
      }
    }
  };
  for (const dir of ['app', 'components', 'features', 'lib']) visit(path.join(root, dir));
  return found;
}

/** Those modules and every PrimeReact module they import in turn. */
function withPrimeDependencies(modules: Set<string>): Set<string> {
  const all = new Set<string>();
  const walk = (name: string) => {
    if (all.has(name)) return;
    all.add(name);
    const file = path.join(root, 'node_modules/primereact', name, `${name}.esm.js`);
    if (!existsSync(file)) return;
    for (const m of readFileSync(file, 'utf8').matchAll(/from 'primereact\/([a-z]+)'/g)) walk(m[1]!);
  };
  modules.forEach(walk);
  return all;
}

describe('trimTheme', () => {
  it('drops the rules and selectors of unused components and keeps the rest', () => {
    const css = [
      ':root { --x: 1; }',
      '.p-button { color: red; }',
      '.p-menubar .p-button, .p-button.p-button-sm { padding: 0; }',
      '.p-treetable .p-sortable-column:not(.p-highlight, .p-disabled) { color: blue; }',
      '@media screen and (max-width: 960px) { .p-menubar { display: none; } .p-dialog { width: 100%; } }',
      '@media (min-width: 1px) { .p-tree { margin: 0; } }',
      '@keyframes p-fade { from { opacity: 0; } to { opacity: 1; } }',
      '.p-password-panel { content: "{"; }',
    ].join('\n');
    const out = trimTheme(css, ['menubar', 'treetable', 'tree']);
    expect(out).toContain(':root { --x: 1; }');
    expect(out).toContain('.p-button { color: red; }');
    expect(out).toContain('.p-button.p-button-sm { padding: 0; }');
    expect(out).not.toContain('menubar');
    expect(out).not.toContain('treetable');
    expect(out).not.toContain('.p-tree ');
    expect(out).toContain('.p-dialog { width: 100%; }');
    expect(out).toContain('@keyframes p-fade');
    expect(out).toContain('.p-password-panel { content: "{"; }');
  });

  it('drops only components nothing in the site renders (its imports and theirs)', () => {
    const used = withPrimeDependencies(importedPrimeModules());
    expect(used.has('button')).toBe(true);
    const dropped = Object.entries(UNUSED_COMPONENT_CLASSES).filter(([, modules]) => modules.some((m) => used.has(m)));
    expect(dropped, 'run npx tsx scripts/prime-theme.ts after removing these from UNUSED_COMPONENT_CLASSES').toEqual([]);
  });

  it('app/prime-theme.css is what scripts/prime-theme.ts writes from the installed theme', () => {
    const theme = readFileSync(path.join(root, THEME_PATH), 'utf8');
    const written = readFileSync(path.join(root, 'app/prime-theme.css'), 'utf8');
    expect(written === renderPrimeTheme(theme), 'app/prime-theme.css is stale: run npx tsx scripts/prime-theme.ts').toBe(true);
  });
});
