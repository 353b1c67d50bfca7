import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes SQL migrations for the platform's schema; the platform applies them at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./platform/db/schema.ts', './platform/db/schema-ledger.ts', './platform/db/schema-catalog.ts'],
  out: './platform/db/migrations',
});
