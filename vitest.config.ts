import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const alias = { '@': fileURLToPath(new URL('.', import.meta.url)) };

/** Two projects: the site (DOM) and the platform (Node, real database). */
export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    // *.postgres.test.ts need several processes on one PostgreSQL: only with DATABASE_URL. At the
    // root, so the projects inherit it and a command line --exclude adds to it.
    exclude: process.env.DATABASE_URL ? configDefaults.exclude : [...configDefaults.exclude, '**/*.postgres.test.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'site',
          environment: 'happy-dom',
          globals: true,
          setupFiles: ['./tests/setup-dom.ts'],
          include: ['{lib,features,components,app}/**/*.test.{ts,tsx}', 'proxy*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'platform',
          environment: 'node',
          globals: true,
          include: ['platform/**/*.test.ts', 'tests/reliability/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
