/**
 * `npm run check:deps`: every package the code imports is declared in package.json (a clean
 * install must not rely on something another package happened to pull in), and, where the
 * registry answers audits, `npm audit --omit=dev` reports no high or critical advisory.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SKIPPED_DIRS = new Set(['node_modules', '.next', '.data', '.git', 'test-results', 'test-reports', 'playwright-report']);
const SOURCE_FILE = /\.(m?[jt]sx?)$/;
const IMPORT =
  /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIPPED_DIRS.has(name)) return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return SOURCE_FILE.test(name) ? [full] : [];
  });
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`; relative, alias and built-in imports → null. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('@/') || specifier.startsWith('node:')) return null;
  const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
  return builtinModules.includes(name) ? null : name;
}

function undeclaredImports(): Map<string, string[]> {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
  const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]);
  const missing = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const name = packageOf(match[1] ?? match[2] ?? match[3] ?? match[4] ?? '');
      if (name && !declared.has(name)) missing.set(name, [...(missing.get(name) ?? []), path.relative(root, file)]);
    }
  }
  return missing;
}

type AuditReport = { metadata?: { vulnerabilities?: Record<string, number> } };

/** null: the registry does not answer audits (some mirrors refuse the bulk advisory endpoint). */
function productionAdvisories(): { high: number; critical: number } | null {
  const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8', timeout: 120_000 });
  try {
    const counts = (JSON.parse(result.stdout) as AuditReport).metadata?.vulnerabilities;
    return counts ? { high: counts.high ?? 0, critical: counts.critical ?? 0 } : null;
  } catch {
    return null;
  }
}

let failed = false;
const missing = undeclaredImports();
for (const [name, files] of missing) {
  failed = true;
  console.error(`undeclared package ${name}, imported by ${files.slice(0, 3).join(', ')}`);
}
if (missing.size === 0) console.log('every imported package is declared in package.json');

const advisories = productionAdvisories();
if (advisories === null) console.log('npm audit: the registry gave no advisory report (endpoint unavailable); skipped');
else if (advisories.high + advisories.critical > 0) {
  failed = true;
  console.error(`npm audit --omit=dev: ${advisories.high} high, ${advisories.critical} critical`);
} else console.log('npm audit --omit=dev: no high or critical advisory');

process.exit(failed ? 1 : 0);
