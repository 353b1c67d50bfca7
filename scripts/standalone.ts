/**
 * Makes `.next/standalone` runnable on its own after `next build`: Next leaves the hashed assets
 * (.next/static) and public/ out of it, to be served by a CDN or copied in (docs/deploy.md).
 *   npx tsx scripts/standalone.ts   then   PORT=3000 HOSTNAME=127.0.0.1 node .next/standalone/server.js
 */
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export function prepareStandalone(): string {
  const standalone = path.join(root, '.next', 'standalone');
  if (!existsSync(path.join(standalone, 'server.js'))) throw new Error('No .next/standalone/server.js: run `next build` first.');
  cpSync(path.join(root, '.next', 'static'), path.join(standalone, '.next', 'static'), { recursive: true });
  cpSync(path.join(root, 'public'), path.join(standalone, 'public'), { recursive: true });
  return path.join(standalone, 'server.js');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  console.log(`ready: ${path.relative(root, prepareStandalone())}`);
}
