import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const alias = { '@': fileURLToPath(new URL('.', import.meta.url)) };

/**
 * The long runs, a minute or more each even alone: the ledger's reliability harness (20,000 seeded
 * operations, crash-restart), and any `*.long.test.ts` (the compiled bundle, the full catalogue,
 * the hostile-payload and operator-role sweeps over every endpoint). The edit loop (`npm run
 * test:quick`: projects site and platform) leaves them out; `npm test` runs every project.
 */
const LONG = ['tests/reliability/**/*.test.ts', '**/*.long.test.ts'];

// *.postgres.test.ts need several processes on one PostgreSQL: only with DATABASE_URL.
const exclude = process.env.DATABASE_URL ? configDefaults.exclude : [...configDefaults.exclude, '**/*.postgres.test.ts'];

const platform = { environment: 'node', globals: true, testTimeout: 30_000, hookTimeout: 60_000 } as const;

/** Four projects: the site's components (DOM), its rules (Node), the platform (Node, real database) and its long runs. */
export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    // At the root, so the projects inherit it.
    exclude,
    // Vitest's default is one worker fewer than the cores: one on a two-core machine. Test
    // files spend much of their time in imports, DOM set-up and PGlite's WebAssembly, so two
    // workers take the site project from 323 to 219 s on a loaded two-core machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        // Components render in happy-dom with Testing Library's matchers and clean-up.
        test: {
          name: 'site',
          environment: 'happy-dom',
          globals: true,
          setupFiles: ['./tests/setup-dom.ts'],
          include: ['{lib,features,components,app}/**/*.test.tsx'],
        },
      },
      {
        extends: true,
        // The site's pure rules run in Node: a DOM per file cost them 85 % of their time. A rule that
        // needs a browser API says so at its top (`// @vitest-environment happy-dom`).
        test: {
          name: 'site-unit',
          environment: 'node',
          globals: true,
          include: ['{lib,features,components,app}/**/*.test.ts', 'proxy*.test.ts'],
        },
      },
      {
        extends: true,
        // The platform's files share their worker's modules (`isolate: false`): importing the platform
        // (Fastify, Drizzle, every module, PGlite) cost each file as long as starting its test
        // platform. They can share: each file starts and closes its own platforms on its own database
        // and object store, start-up sets the process-wide hooks afresh, and no file mocks a module or
        // changes process.env. The long runs keep a process per file.
        test: { name: 'platform', ...platform, isolate: false, include: ['platform/**/*.test.ts'], exclude: [...exclude, ...LONG] },
      },
      {
        extends: true,
        test: { name: 'long', ...platform, include: LONG },
      },
    ],
  },
});
