/**
 * The platform's module boundaries (dependency-cruiser; platform/layering.test.ts runs it, so
 * `npm run test:quick` and `npm test` fail on a violation; by hand: `npx depcruise platform tests scripts bench`).
 * A module is a folder of platform/modules/. From outside, it is reached through its index.ts only;
 * its testing/ folder holds fixtures for tests. Modules never depend on each other both ways: the
 * lower one offers a seam (wagers' hooks and bonus wallet, members' hooks, promotions' grant
 * notices) that platform/app.ts fills in. Type-only imports count: a type is a dependency too.
 */
const MODULE = '^platform/modules/[^/]+/';
const PUBLIC = ['^platform/modules/[^/]+/index\\.ts$', '^platform/modules/[^/]+/testing/'];
const TESTS = ['\\.test\\.ts$', '/testing/', '^tests/', '^bench/', '^platform/test-support\\.ts$'];

const config = {
  forbidden: [
    {
      name: 'module-deep-import',
      comment: "A module reaches another only through that module's index.ts (or, in tests, its testing/ fixtures).",
      severity: 'error',
      from: { path: '^platform/modules/([^/]+)/' },
      to: { path: MODULE, pathNot: ['^platform/modules/$1/', ...PUBLIC] },
    },
    {
      name: 'outside-deep-import',
      comment:
        'Start-up, endpoints, providers, seeds, scripts and tests reach a module only through its index.ts (or its testing/ fixtures).',
      severity: 'error',
      from: { pathNot: '^platform/modules/' },
      to: { path: MODULE, pathNot: PUBLIC },
    },
    {
      name: 'testing-only-in-tests',
      comment: "A module's testing/ fixtures are for tests, never for the code that runs.",
      severity: 'error',
      from: { pathNot: TESTS },
      to: { path: '^platform/modules/[^/]+/testing/' },
    },
    {
      name: 'module-cycle',
      comment: 'No two modules depend on each other, directly or through others: the lower one offers a seam instead.',
      severity: 'error',
      from: { path: '^platform/modules/([^/]+)/', pathNot: TESTS },
      to: { path: MODULE, pathNot: '^platform/modules/$1/', circular: true },
    },
    {
      name: 'platform-cycle',
      comment: 'No import cycle anywhere in the platform, types included.',
      severity: 'error',
      from: { path: '^platform/', pathNot: TESTS },
      to: { circular: true },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '^platform/db/migrations/'] },
    includeOnly: '^(platform|tests|scripts|bench|lib/contracts)/',
  },
};

export default config;
