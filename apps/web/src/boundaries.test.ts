import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The layers of the web app, checked rather than hoped for: `app/` puts the features together; a feature
 * (`features/<domain>/`) uses `shared/` and nothing of another feature or of `app/`; `shared/` uses neither; a page
 * of its own (`entries/<page>/`: the storefront, the customer and kitchen displays) uses `shared/` alone and nothing
 * but itself imports it; and no modules import each other in a circle. Every import counts: static, type-only, re-exports and dynamic `import()`,
 * in production code and tests alike.
 */

/** Source text by path below `src/` ('app/router.tsx'). */
type Sources = Readonly<Record<string, string>>;

const SOURCES: Sources = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.d.ts'], { query: '?raw', import: 'default', eager: true }),
  ).map(([path, text]) => [path.slice('./'.length), text]),
);

interface Import {
  from: string;
  /** As written in the source. */
  specifier: string;
  /** Path below `src/`: the imported module when it is one of the sources, otherwise the bare joined path. */
  to: string;
}

/** Joins a relative specifier to the importing file's folder; undefined for packages and paths outside `src/`. */
function joinPath(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

function importsOf(sources: Sources): Import[] {
  return Object.entries(sources).flatMap(([from, text]) =>
    ts.preProcessFile(text, true, true).importedFiles.flatMap(({ fileName: specifier }) => {
      const joined = joinPath(from, specifier);
      if (joined === undefined) return [];
      const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => joined + ending);
      return [{ from, specifier, to: candidates.find((path) => path in sources) ?? joined }];
    }),
  );
}

const featureOf = (path: string): string | undefined => /^features\/([^/]+)\//.exec(path)?.[1];
const entryOf = (path: string): string | undefined => /^entries\/([^/]+)\//.exec(path)?.[1];
const inFolder = (path: string, folder: string): boolean => path === folder || path.startsWith(`${folder}/`);

/** What is wrong with one import, if anything. */
function layerBreak({ from, to }: Import): string | undefined {
  const [fromFeature, toFeature] = [featureOf(from), featureOf(to)];
  if (fromFeature && toFeature && fromFeature !== toFeature) return `a feature imports another feature`;
  const [fromEntry, toEntry] = [entryOf(from), entryOf(to)];
  if (fromEntry && toEntry && fromEntry !== toEntry) return 'a page entry imports another entry';
  if (fromEntry && (inFolder(to, 'app') || inFolder(to, 'features'))) return 'a page entry imports the back office';
  if (!fromEntry && toEntry) return 'only a page entry imports itself';
  if ((fromFeature || inFolder(from, 'shared')) && inFolder(to, 'app')) return 'only app/ may import app/';
  if (inFolder(from, 'shared') && inFolder(to, 'features')) return 'shared/ imports a feature';
  return undefined;
}

/** The shortest circle of imports through each module, as 'a.ts → b.ts → a.ts'; a module shown once starts none. */
function importCycles(imports: readonly Import[], sources: Sources): string[] {
  const next = new Map<string, string[]>();
  for (const { from, to } of imports) if (to in sources) next.set(from, [...(next.get(from) ?? []), to]);
  const reported = new Set<string>();
  const cycles: string[] = [];
  for (const start of Object.keys(sources).sort()) {
    if (reported.has(start)) continue;
    // Breadth-first from the module's imports, for the shortest way back to it.
    const cameFrom = new Map<string, string>();
    const queue = [...(next.get(start) ?? [])];
    for (const node of queue) cameFrom.set(node, start);
    while (queue.length > 0 && !cameFrom.has(start)) {
      const node = queue.shift() as string;
      for (const target of next.get(node) ?? []) {
        if (cameFrom.has(target)) continue;
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
    if (!cameFrom.has(start)) continue;
    const path = [start];
    for (let node = cameFrom.get(start) as string; node !== start; node = cameFrom.get(node) as string)
      path.unshift(node);
    for (const node of path) reported.add(node);
    cycles.push(`import cycle: ${[start, ...path].join(' → ')}`);
  }
  return cycles;
}

/** Every break of the layers, naming the file and the import; empty when the layers hold. */
function boundaryBreaks(sources: Sources): string[] {
  const imports = importsOf(sources);
  const layerBreaks = imports.flatMap((imp) => {
    const problem = layerBreak(imp);
    return problem ? [`${imp.from} imports '${imp.specifier}' (${imp.to}): ${problem}`] : [];
  });
  return [...layerBreaks, ...importCycles(imports, sources)];
}

describe('web app boundaries', () => {
  it('finds the sources it checks', () => {
    expect(Object.keys(SOURCES)).toContain('app/router.tsx');
    expect(Object.keys(SOURCES).some((path) => path.startsWith('features/'))).toBe(true);
  });

  it('holds: features import neither each other nor app/, shared/ imports neither, page entries (entries/<page>/) import only shared/, no import cycles', () => {
    expect(boundaryBreaks(SOURCES)).toEqual([]);
  });

  it('names each kind of break with its file and import', () => {
    const broken: Sources = {
      'app/a.ts': "import { b } from './b';\nexport const a = 1;",
      'app/b.ts': "import { a } from './a';\nexport const b = 1;",
      'features/one/x.ts': "import type { Y } from '../two/y';\nexport { a } from '../../app/a';",
      'features/two/y.ts': 'export type Y = number;',
      'shared/s.ts': "const load = () => import('../features/one/x');\nimport '../app';",
      'entries/shop/main.ts': "import '../display/main';\nimport '../../features/two/y';\nimport '../../shared/s';",
      'entries/display/main.ts': "import '../../app/b';",
      'app/c.ts': "import '../entries/shop/main';",
    };
    expect(boundaryBreaks(broken)).toEqual([
      "features/one/x.ts imports '../two/y' (features/two/y.ts): a feature imports another feature",
      "features/one/x.ts imports '../../app/a' (app/a.ts): only app/ may import app/",
      "shared/s.ts imports '../features/one/x' (features/one/x.ts): shared/ imports a feature",
      "shared/s.ts imports '../app' (app): only app/ may import app/",
      "entries/shop/main.ts imports '../display/main' (entries/display/main.ts): a page entry imports another entry",
      "entries/shop/main.ts imports '../../features/two/y' (features/two/y.ts): a page entry imports the back office",
      "entries/display/main.ts imports '../../app/b' (app/b.ts): a page entry imports the back office",
      "app/c.ts imports '../entries/shop/main' (entries/shop/main.ts): only a page entry imports itself",
      'import cycle: app/a.ts → app/b.ts → app/a.ts',
    ]);
  });
});
