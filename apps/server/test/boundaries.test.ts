// The server's boundaries, checked on every run: no import cycle (of imports that stay in the compiled code), no module reaching into another module (tests
// included: they build their data with test/factories), nothing shared reaching up into a module, and no SQL in a
// route file (routes validate, call a service and answer; the service holds the queries).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');
const srcDir = path.join(serverDir, 'src');

interface Import {
  /** The importing file, relative to apps/server. */
  from: string;
  /** The specifier as written. */
  spec: string;
  /** The file it resolves to (relative to apps/server), or null for a package. */
  to: string | null;
  /** Erased when compiled (`import type`, `export type`, every named import marked `type`, `import('x').T`). */
  typeOnly: boolean;
}

function listTs(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return listTs(p);
    return e.name.endsWith('.ts') ? [p] : [];
  });
}

function resolve(fromFile: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), spec).replace(/\.js$/, '');
  for (const candidate of [base, `${base}.ts`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return base;
}

const rel = (file: string) => path.relative(serverDir, file).split(path.sep).join('/');

/** Whether an import or export declaration is erased when compiled. */
function erased(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const named = node.exportClause;
    return (
      !!named && ts.isNamedExports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly)
    );
  }
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    !clause.name &&
    !!named &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((e) => e.isTypeOnly)
  );
}

/** Every import of a file: static, dynamic (`await import(…)`), type-only and re-exports. */
const parsed = new Map<string, Import[]>();
function importsOf(file: string): Import[] {
  const known = parsed.get(file);
  if (known) return known;
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: Import[] = [];
  const add = (spec: string, typeOnly: boolean) => {
    const target = resolve(file, spec);
    found.push({ from: rel(file), spec, to: target ? rel(target) : null, typeOnly });
  };
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) add(node.moduleSpecifier.text, erased(node));
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg)) add(arg.text, false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) add(literal.text, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  parsed.set(file, found);
  return found;
}

/** The module a file belongs to ('sales' for src/modules/sales/…), or null outside src/modules. */
const moduleOf = (file: string) => /^src\/modules\/([^/]+)\//.exec(file)?.[1] ?? null;

const sourceFiles = () => listTs(srcDir);
const describeImport = (i: Import) => `${i.from} imports '${i.spec}'`;

/** Import edges that leave their module for another one. */
export function crossModuleImports(files: string[]): Import[] {
  return files.flatMap(importsOf).filter((i) => {
    const own = moduleOf(i.from);
    const target = i.to ? moduleOf(i.to) : null;
    return own !== null && target !== null && own !== target;
  });
}

/** Imports from platform/, db/ and ledgers/ (shared code) into a module: shared code never depends on a domain. */
export function sharedIntoModule(files: string[]): Import[] {
  return files
    .flatMap(importsOf)
    .filter((i) => /^src\/(platform|db|ledgers)\//.test(i.from) && i.to !== null && moduleOf(i.to) !== null);
}

const DB_CALL = /(?:\bdb|\btx|\.db)\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute)\s*\(/;

/** What makes a route file hold SQL: drizzle or the schema imported, or a query run on a database handle. */
export function sqlInRoute(file: string): string[] {
  const found = importsOf(file)
    .filter((i) => i.spec === 'drizzle-orm' || i.spec.startsWith('drizzle-orm/') || /^src\/db\/schema/.test(i.to ?? ''))
    .map(describeImport);
  const call = DB_CALL.exec(fs.readFileSync(file, 'utf8'));
  if (call) found.push(`${rel(file)} runs a query: '${call[0].replace(/\s+/g, '')}'`);
  return found;
}

/**
 * The import cycles among `files`, each as the files it runs through (Tarjan's strongly connected components).
 * Only imports that stay in the compiled code count: a type-only import cannot make a module load half-initialised.
 */
export function importCycles(files: string[]): string[][] {
  const graph = new Map<string, string[]>();
  for (const f of files) {
    const targets = importsOf(f)
      .filter((i) => !i.typeOnly)
      .map((i) => i.to)
      .filter((to): to is string => to !== null);
    graph.set(rel(f), targets);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      const selfImport = (graph.get(v) ?? []).includes(v);
      if (component.length > 1 || selfImport) cycles.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

describe('server boundaries', () => {
  const files = sourceFiles();

  it('has no import cycle among the server sources', () => {
    expect(importCycles(files).map((c) => `cycle: ${c.join(' → ')}`)).toEqual([]);
  });

  it('keeps every module to itself: no file of modules/<x>/ (tests included) imports modules/<y>/', () => {
    expect(crossModuleImports(files).map(describeImport)).toEqual([]);
  });

  it('keeps shared code (platform, db, ledgers) free of imports from any module', () => {
    expect(sharedIntoModule(files).map(describeImport)).toEqual([]);
  });

  it('keeps SQL out of route files', () => {
    const routes = files.filter((f) => f.endsWith('.routes.ts')).map(rel);
    const breaches = routes.flatMap((f) => sqlInRoute(path.join(serverDir, f)));
    expect(breaches).toEqual([]);
  });
});
