import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, where test snapshots are kept (.data/test-snapshots/). */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SNAPSHOTS = path.join(ROOT, '.data', 'test-snapshots');

/**
 * A short hash of every source file under `sources` (folders from the root, tests left out) and of
 * the installed versions of `packages`: what names a snapshot, so a change to any of them makes a new one.
 */
export function sourceHash(sources: string[], packages: string[]): string {
  const hash = createHash('sha256');
  for (const file of sources.flatMap((dir) => filesUnder(path.join(ROOT, dir))).sort()) {
    hash.update(path.relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  for (const name of packages) hash.update(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.name.endsWith('.test.ts') ? [] : [full];
  });
}
