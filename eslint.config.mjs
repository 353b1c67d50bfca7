import { readdirSync } from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Import direction (docs/ARCHITECTURE.md): lib → components → features → app. The platform takes
 * from the site's tree only lib/contracts and a few pure rules (the zone below names them). A feature reaches another feature only through its index.ts
 * (or dialogs.ts, its lazily loaded dialogs; views.ts or views/<view>.ts, page views only routes
 * render, one per file where a route must not load another's client code; or queries.ts,
 * its React Query hooks: each kept out of the index so a page that uses the index does not load
 * them) — by alias or by relative path alike.
 */
const FEATURES = readdirSync(new URL('./features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const PUBLIC_ENTRIES = ['./index.ts', './dialogs.ts', './views.ts', './views', './queries.ts'];
const ENTRY_MESSAGE =
  "Import another feature only through its index.ts ('@/features/<name>'), its dialogs.ts, views.ts (or views/<view>.ts) or queries.ts.";

const zones = [
  {
    target: './lib',
    from: ['./components', './features', './app', './platform'],
    message: 'lib/ is framework-free and imports nothing above it.',
  },
  {
    target: './components',
    from: ['./features', './app', './platform'],
    message: 'components/ is shared UI: compose features in app/ instead.',
  },
  { target: './features', from: ['./app', './platform'], message: 'features/ must not import routes or the platform.' },
  {
    target: './platform',
    from: ['./app', './components', './features', './proxy.ts'],
    message: 'The platform shares only lib/contracts with the site.',
  },
  // One zone per feature, generated from the folder list: every other feature's files but its entries.
  ...FEATURES.map((name) => ({
    target: `./features/${name}`,
    from: FEATURES.filter((other) => other !== name).map((other) => `./features/${other}`),
    except: PUBLIC_ENTRIES,
    message: ENTRY_MESSAGE,
  })),
  { target: ['./app', './proxy.ts'], from: FEATURES.map((name) => `./features/${name}`), except: PUBLIC_ENTRIES, message: ENTRY_MESSAGE },
];

/** Alias imports into a feature's files; the zones above catch the relative ones. */
const featurePatterns = [
  {
    group: ['@/features/*/*', '!@/features/*/dialogs', '!@/features/*/views', '!@/features/*/views/*', '!@/features/*/queries'],
    message:
      "Import another feature through its index ('@/features/<name>'), its lazily loaded dialogs entry, its views entry or its queries entry.",
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '**/.next/**',
      'node_modules/**',
      '.data/**',
      '.platform/**',
      '.platform-test/**',
      '**/next-env.d.ts',
      'test-results/**',
      'test-reports/**',
      'playwright-report/**',
      'platform/db/migrations/**',
    ],
  },
  {
    // no-cycle need not parse packages (PGlite's bundle overflows the parser's stack).
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'import/no-restricted-paths': ['error', { zones }],
      'import/no-cycle': ['error', { maxDepth: 10 }],
      'no-restricted-imports': ['error', { patterns: featurePatterns }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Site code takes the contract's types only: zod must not reach the browser bundle.
    files: ['app/**', 'components/**', 'features/**', 'lib/**', 'proxy.ts'],
    ignores: ['lib/contracts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: featurePatterns,
          paths: [
            {
              name: '@/lib/contracts/endpoints',
              allowTypeImports: true,
              message: "Use `import type`: the endpoint table carries zod; call the platform through lib/api/client.ts's call().",
            },
          ],
        },
      ],
    },
  },
  {
    // A language segment is joined to a path in one place, lib/locale-href.ts.
    files: ['app/**', 'components/**', 'features/**', 'lib/**'],
    ignores: ['lib/locale-href.ts', '**/*.test.*'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TemplateLiteral[quasis.0.value.raw='/'][expressions.0.name=/^(lang|locale|language)$/]",
          message: 'Build member-site links with localeHref(lang, path) from @/lib/locale-href.',
        },
      ],
    },
  },
  {
    files: ['platform/**', 'scripts/**', 'bench/**', 'tests/**', '*.config.*'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
];

export default config;
