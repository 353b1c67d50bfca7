import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes SQL migrations for the platform's schema; the platform applies them at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './platform/db/schema.ts',
    './platform/db/schema-ledger.ts',
    './platform/db/schema-catalog.ts',
    './platform/db/schema-wallet.ts',
    './platform/db/schema-uploads.ts',
    './platform/db/schema-throttle.ts',
    './platform/db/schema-promotions.ts',
    './platform/db/schema-staff.ts',
    './platform/db/schema-communication.ts',
    './platform/db/schema-loyalty.ts',
    './platform/db/schema-member-admin.ts',
    './platform/db/schema-chat.ts',
    './platform/db/schema-drafts.ts',
    './platform/db/schema-exclusion.ts',
    './platform/db/schema-verification.ts',
    './platform/db/schema-security.ts',
    './platform/db/schema-gateways.ts',
    './platform/db/schema-limits.ts',
  ],
  out: './platform/db/migrations',
});
