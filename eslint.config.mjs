import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Import direction (DESIGN.md): lib → components → features → app. The platform shares only
 * lib/contracts with the site. A feature reaches another feature only through its index.ts.
 */
const zones = [
  { target: './lib', from: ['./components', './features', './app', './platform'], message: 'lib/ is framework-free and imports nothing above it.' },
  { target: './components', from: ['./features', './app', './platform'], message: 'components/ is shared UI: compose features in app/ instead.' },
  { target: './features', from: ['./app', './platform'], message: 'features/ must not import routes or the platform.' },
  { target: './platform', from: ['./app', './components', './features', './proxy.ts'], message: 'The platform shares only lib/contracts with the site.' },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'node_modules/**', '.data/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'platform/db/migrations/**'],
  },
  {
    // no-cycle need not parse packages (PGlite's bundle overflows the parser's stack).
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'import/no-restricted-paths': ['error', { zones }],
      'import/no-cycle': ['error', { maxDepth: 10 }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*/*', '!@/features/*/dialogs'],
              message: "Import another feature through its index ('@/features/<name>') or its lazily loaded dialogs entry.",
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['platform/**', 'scripts/**', 'bench/**', 'tests/**', '*.config.*'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
];

export default config;
