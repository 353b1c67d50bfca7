import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPlatform, startCompiledPlatform } from '../scripts/build-platform';

// The production platform is the bundle `npm run build:platform` writes, run by plain Node: a
// module that finds a file next to itself, or a dependency the bundle cannot resolve, only shows
// when that bundle starts. This starts it and asks it for its health.
const outDir = path.resolve(import.meta.dirname, '..', '.platform-test');
const cleanup: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe('the compiled platform', () => {
  it('starts from its bundle, migrates and answers its health check', { timeout: 120_000 }, async () => {
    const file = await buildPlatform(outDir);
    cleanup.push(() => rm(outDir, { recursive: true, force: true }));
    const dataDir = await mkdtemp(path.join(tmpdir(), 'compiled-platform-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    // PGlite in its own directory, never the PostgreSQL the other tests create their databases on.
    const { DATABASE_URL: _shared, ...inherited } = process.env;
    const platform = await startCompiledPlatform(file, dataDir, inherited);
    cleanup.push(platform.close);
    const health = await fetch(`${platform.url}/health`);
    expect(health.status).toBe(200);
  });
});
