// The pipeline's arrows point one way: load → check → group → images → render → editor → write.
// The import graph comes from esbuild's own parse of every module (its metafile), not from a regex.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { PROJECT_ROOT } from './helpers/site-build.ts';

/** Each stage's modules, in the order the stages run; a module in none of them belongs to no stage. */
const STAGE_FOLDERS: [stage: string, modules: string[]][] = [
  // The files as read are what load hands on; the checked content's types (types.ts) are check's.
  ['load', ['src/content/load.ts', 'src/content/source.ts']],
  ['check', ['src/content/']],
  ['group', ['src/concerts/']],
  ['images', ['src/images/']],
  ['render', ['src/render/', 'src/pages/', 'src/components/', 'src/seo/', 'src/calendar/', 'src/bundle.ts']],
  ['editor', ['src/admin/']],
  ['write', ['src/write.ts', 'src/deploy/']],
];

/** The stage a module belongs to, by the most specific prefix (src/content/load.ts before src/content/). */
function stageOf(file: string): number | undefined {
  let best: { index: number; length: number } | undefined;
  STAGE_FOLDERS.forEach(([, prefixes], index) => {
    for (const prefix of prefixes) {
      if (file.startsWith(prefix) && (!best || prefix.length > best.length)) best = { index, length: prefix.length };
    }
  });
  return best?.index;
}

/** Every arrow that points the wrong way, one line each. `imports` maps a module to the project modules it imports. */
export function findBackwardImports(imports: ReadonlyMap<string, readonly string[]>): string[] {
  const wrong: string[] = [];
  for (const [from, targets] of imports) {
    const fromStage = stageOf(from);
    for (const to of targets) {
      const toStage = stageOf(to);
      if (fromStage !== undefined && toStage !== undefined && toStage > fromStage) {
        wrong.push(`${from} (${STAGE_FOLDERS[fromStage]?.[0]}) imports ${to} (${STAGE_FOLDERS[toStage]?.[0]}), a later stage`);
      }
      if (from.startsWith('src/content/') && /^src\/(concerts|render|deploy)\//.test(to)) wrong.push(`${from} imports ${to}: content/ is read and checked before anything else`);
      if (from.startsWith('src/deploy/') && ['src/site.ts', 'src/build-command.ts'].includes(to)) wrong.push(`${from} imports ${to}: the build runs deploy/, not the other way round`);
      // The dev server's reuse of unchanged work is one seam (BuildSteps in src/site.ts), supplied from src/dev/ alone.
      if (from.startsWith('src/') && !from.startsWith('src/dev/') && to.startsWith('src/dev/')) wrong.push(`${from} imports ${to}: only the dev server uses src/dev/`);
    }
  }
  return [...new Set(wrong)].sort();
}

/** Every project module reachable from the entries, with the project modules it imports (type-only imports too). */
async function readImportGraph(): Promise<Map<string, string[]>> {
  const result = await esbuild.build({
    absWorkingDir: PROJECT_ROOT,
    // The build worker is started by its URL (src/dev/builder.ts), which esbuild does not follow.
    entryPoints: ['build.ts', 'dev-server.ts', 'preview.ts', 'src/site.ts', 'src/dev/build-worker.ts'],
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'out',
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
    plugins: [
      {
        // esbuild drops `import type` before recording imports; read as a value import, it stays an arrow.
        name: 'keep-type-imports',
        setup(build) {
          build.onLoad({ filter: /\.tsx?$/ }, async (args) => ({
            contents: (await readFile(args.path, 'utf8')).replace(/^import type /gm, 'import '),
            loader: args.path.endsWith('x') ? 'tsx' : 'ts',
          }));
        },
      },
    ],
  });
  const graph = new Map<string, string[]>();
  for (const [file, input] of Object.entries(result.metafile.inputs)) {
    if (file.startsWith('node_modules/')) continue;
    graph.set(file, input.imports.filter((entry) => !entry.external && !entry.path.startsWith('node_modules/')).map((entry) => entry.path));
  }
  return graph;
}

const importsSuite = suite('the pipeline\'s imports');

importsSuite('should find no module of a stage importing a later stage, content/ importing what comes after it, deploy/ importing the build, or the build importing the dev server', async () => {
  const graph = await readImportGraph();
  assert.ok(graph.has('src/content/validate.ts') && graph.has('src/deploy/headers.ts') && graph.has('src/dev/remembering-steps.ts'), `the graph holds the pipeline and the dev server (${graph.size} modules)`);
  assert.equal(findBackwardImports(graph), []);
});

importsSuite('should see type-only imports as arrows too', async () => {
  const graph = await readImportGraph();
  // render-page.tsx takes only types from routes.ts.
  assert.ok(graph.get('src/render/render-page.tsx')?.includes('src/render/routes.ts'));
});

importsSuite('should name each arrow that points the wrong way', () => {
  const graph = new Map([
    ['src/content/references.ts', ['src/concerts/group.ts']],
    ['src/render/render-page.tsx', ['src/write.ts']],
    ['src/deploy/publish.ts', ['src/site.ts']],
    ['src/concerts/group.ts', ['src/content/types.ts']],
    ['src/render/routes.ts', ['src/dev/memo.ts']],
    ['src/dev/build-worker.ts', ['src/site.ts', 'src/dev/remembering-steps.ts']],
  ]);
  assert.equal(findBackwardImports(graph), [
    'src/content/references.ts (check) imports src/concerts/group.ts (group), a later stage',
    'src/content/references.ts imports src/concerts/group.ts: content/ is read and checked before anything else',
    'src/deploy/publish.ts imports src/site.ts: the build runs deploy/, not the other way round',
    'src/render/render-page.tsx (render) imports src/write.ts (write), a later stage',
    'src/render/routes.ts imports src/dev/memo.ts: only the dev server uses src/dev/',
  ]);
});

importsSuite.run();
