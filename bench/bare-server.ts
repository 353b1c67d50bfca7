/**
 * The floor the page benches compare against: bench/bare, a Next 16 app with one page (an h1 and a
 * paragraph, nothing of ours), built on first use and served by `next start` until stopped.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bareDir = path.join(root, 'bench', 'bare');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

export async function startBare(port: number): Promise<{ url: string; stop: () => void }> {
  if (!existsSync(path.join(bareDir, '.next', 'BUILD_ID'))) {
    const build = spawnSync(process.execPath, [nextBin, 'build', bareDir], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('building bench/bare failed');
  }
  const server = spawn(process.execPath, [nextBin, 'start', bareDir, '-p', String(port)], { cwd: root, stdio: 'ignore' });
  const url = `http://localhost:${port}/`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return { url, stop: () => void server.kill() };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error(`the bare page did not come up on port ${port}`);
}
