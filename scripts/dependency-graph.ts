/**
 * `npm run docs:graph`: draws docs/dependency-graph.md from the code with dependency-cruiser —
 * the site's folders (app → features → components, lib) and the platform's parts — so the picture
 * in the architecture notes can never drift from the imports. Run it after moving code.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const depcruise = path.join(root, 'node_modules', '.bin', 'depcruise');

type Graph = { title: string; sources: string[]; includeOnly: string; collapse: string };

const GRAPHS: Graph[] = [
  {
    title: 'Site',
    sources: ['app', 'components', 'features', 'lib', 'proxy.ts'],
    includeOnly: '^(app|components|features|lib|proxy)',
    collapse: '^(features/[^/]+|lib/contracts|lib|components|app|proxy\\.ts)',
  },
  {
    title: 'Platform',
    sources: ['platform'],
    includeOnly: '^(platform|lib/contracts)',
    collapse: '^(platform/modules/[^/]+|platform/providers/[^/]+|platform/[^/.]+|platform/[^/]+\\.ts|lib/contracts)',
  },
];

function mermaid(graph: Graph): string {
  const result = spawnSync(
    depcruise,
    [
      ...graph.sources,
      '--no-config',
      '--ts-config',
      'tsconfig.json',
      '--include-only',
      graph.includeOnly,
      '--exclude',
      '(\\.test\\.tsx?$|/testing/|\\.css$)',
      '--collapse',
      graph.collapse,
      '--output-type',
      'mermaid',
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`depcruise failed: ${result.stderr}`);
  return result.stdout.trim();
}

const sections = GRAPHS.map((graph) => `## ${graph.title}\n\n\`\`\`mermaid\n${mermaid(graph)}\n\`\`\``);
const text = `# Dependency graph

Drawn from the imports by \`npm run docs:graph\` (dependency-cruiser); do not edit by hand. An arrow
points from the importer to what it imports. Tests and test fixtures are left out.

${sections.join('\n\n')}
`;
writeFileSync(path.join(root, 'docs', 'dependency-graph.md'), text);
console.log('wrote docs/dependency-graph.md');
