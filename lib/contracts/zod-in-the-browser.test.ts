import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * zod is 31 KB of gzip and ~85 ms of a slow phone's main thread. The browser does not need it to
 * call the platform (lib/api/client.ts takes the contract's types only, and the platform checks
 * every payload) nor for a list of choices: those live in zod-free modules beside the contracts
 * (inbox-tabs.ts, credential-limits.ts, timeline-kinds.ts, …). This follows every client file's
 * static value imports (type-only ones erase; `import()` loads later, as the lobby's category
 * loader does at the first input) and fails when one reaches zod, naming the chain.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
/** Operators' console: a desktop tool whose forms check with the contracts on purpose. */
const SKIPPED = ['features/console/'];
/**
 * Client files that may load zod, and why. The contact dialog validates the published contact file
 * it reads in the browser through lib/static-reader.ts, as the server does (one schema for both).
 */
const ALLOWED = new Set(['features/contact/components/contact-dialog.tsx']);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

function resolveImport(from: string, specifier: string): string | 'zod' | null {
  if (specifier === 'zod' || specifier.startsWith('zod/')) return 'zod';
  const base = specifier.startsWith('@/')
    ? specifier.slice(2)
    : specifier.startsWith('.')
      ? path.posix.join(path.posix.dirname(from), specifier)
      : null;
  if (base === null) return null; // a package other than zod
  return (
    ['.ts', '.tsx', '/index.ts', '/index.tsx', '']
      .map((ext) => base + ext)
      .find((file) => /\.tsx?$/.test(file) && existsSync(path.join(ROOT, file))) ?? null
  );
}

/** The modules a file imports for their values at load time (not `import type`, not `import()`). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      if (!typeOnly) specifiers.push(statement.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      !statement.isTypeOnly
    ) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers.map((specifier) => resolveImport(file, specifier)).filter((resolved) => resolved !== null);
}

/** The import chain from `entry` to zod, or null. */
function chainToZod(entry: string, cache: Map<string, string[]>): string[] | null {
  const cameFrom = new Map<string, string>([[entry, '']]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    const imports = cache.get(file) ?? valueImports(file);
    cache.set(file, imports);
    for (const next of imports) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, file);
      if (next === 'zod') {
        const chain = ['zod'];
        for (let at = file; at !== ''; at = cameFrom.get(at)!) chain.unshift(at);
        return chain;
      }
      queue.push(next);
    }
  }
  return null;
}

const clientFiles = ['app', 'components', 'features', 'lib']
  .flatMap(sourceFiles)
  .filter((file) => !SKIPPED.some((dir) => file.startsWith(dir)))
  .filter((file) => /^\s*['"]use client['"]/.test(readFileSync(path.join(ROOT, file), 'utf8')));

test('finds the client files it checks', () => {
  expect(clientFiles.length).toBeGreaterThan(100);
  expect(clientFiles).toContain('features/auth/components/login-form.tsx');
});

test('no client file outside the console loads zod through its imports', () => {
  const cache = new Map<string, string[]>();
  const leaks = clientFiles
    .filter((file) => !ALLOWED.has(file))
    .map((file) => chainToZod(file, cache))
    .filter((chain) => chain !== null)
    .map((chain) => chain.join(' → '));
  expect(leaks).toEqual([]);
});

test('catches a chain through a contracts module', () => {
  // The contact dialog's (allowed) import of the catalogue's schemas is such a chain.
  expect(chainToZod('features/contact/components/contact-dialog.tsx', new Map())).toEqual([
    'features/contact/components/contact-dialog.tsx',
    'lib/contracts/catalog.ts',
    'zod',
  ]);
});
