import path from 'node:path';

type Info = {
  code: string | null;
  exports: readonly string[];
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  dynamicImporters: readonly string[];
} | null;
type Ctx = { getModuleInfo(id: string): Info };

/**
 * Packages whose index only re-exports its parts: a module that imports a few names from one uses those parts, not
 * the whole package (the bundler drops the rest), so the walk below follows the names instead of the index.
 */
const BARRELS: Record<string, RegExp> = {
  antd: /node_modules[\\/]antd[\\/]es[\\/]index\.js$/,
  '@ant-design/icons': /node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/]index\.js$/,
  '@tillbook/contract': /packages[\\/]contract[\\/]src[\\/]index\.ts$/,
};
const REEXPORT = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const REEXPORT_ALL = /export\s*\*\s*from\s*["']([^"']+)["']/g;
const IMPORT_NAMES = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

/** `a, default as B, c as d` → the names as exported: `a`, `B` (for `default as B`), `c`. */
function names(list: string, exported: 'left' | 'right'): string[] {
  return list
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/))
    .filter((parts) => parts[0])
    .map((parts) => (exported === 'right' ? (parts[1] ?? parts[0]) : parts[0]));
}

/** A barrel's exports: name → the module that defines it (following `export * from`). */
function barrelExports(ctx: Ctx, id: string, out = new Map<string, string>()): Map<string, string> {
  const info = ctx.getModuleInfo(id);
  if (!info?.code) return out;
  const target = (spec: string) => {
    const base = path.resolve(path.dirname(id), spec);
    return info.importedIds.find((i) => [base, `${base}.js`, `${base}.ts`, path.join(base, 'index.js')].includes(i));
  };
  for (const [, list, spec] of info.code.matchAll(REEXPORT)) {
    const to = target(spec);
    if (to) for (const name of names(list, 'right')) out.set(name, to);
  }
  for (const [, spec] of info.code.matchAll(REEXPORT_ALL)) {
    const to = target(spec);
    if (!to) continue;
    barrelExports(ctx, to, out);
    for (const name of ctx.getModuleInfo(to)?.exports ?? []) if (!out.has(name)) out.set(name, to);
  }
  return out;
}

/**
 * Every module `roots` import statically, transitively (themselves included), a barrel by the names used; with
 * `dynamic`, also what they import dynamically where `follow` says so.
 */
function closure(
  ctx: Ctx,
  roots: readonly string[],
  barrels: Map<string, Map<string, string>>,
  dynamic?: { follow: (id: string) => boolean },
): Set<string> {
  const seen = new Set<string>();
  const todo = [...roots];
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (seen.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    if (dynamic) todo.push(...info.dynamicallyImportedIds.filter(dynamic.follow));
    for (const imported of info.importedIds) {
      const pkg = Object.keys(BARRELS).find((p) => BARRELS[p].test(imported));
      if (!pkg) {
        todo.push(imported);
        continue;
      }
      seen.add(imported);
      const exports = barrels.get(imported) ?? barrelExports(ctx, imported);
      barrels.set(imported, exports);
      for (const [, list, spec] of (info.code ?? '').matchAll(IMPORT_NAMES))
        if (spec === pkg)
          for (const name of names(list, 'left')) {
            const to = exports.get(name);
            if (to) todo.push(to);
          }
    }
  }
  return seen;
}

/** A module the app imports dynamically (a page, a locale): it keeps a chunk of its own. */
const loadedByName = (ctx: Ctx, id: string) => (ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;

export interface ChunkPlan {
  /**
   * The first pages (the entries, the login page): their modules, and those of what they load by name (texts,
   * locales) but for `later`, are left to the bundler, so these pages load what they did.
   */
  first: readonly string[];
  /** What the first pages load by name that comes later (the pages after sign-in, the rarely used public pages). */
  later: RegExp;
  /**
   * Named chunks: every module the roots import statically (of those, the ones `only` matches) that no first page
   * and no earlier group holds. A module the app imports dynamically (a root: a page) keeps a chunk of its own.
   */
  groups: readonly { name: string; roots: readonly string[]; only?: RegExp }[];
}

/**
 * A code-splitting `name` function that applies a plan (worked out once, on its first call). The bundler otherwise
 * cuts what the pages after sign-in share into one chunk per set of pages using it: a hundred files for one page.
 */
export function planChunks(plan: ChunkPlan) {
  let byModule: Map<string, string> | undefined;
  return (id: string, ctx: Ctx): string | null => {
    if (!byModule) {
      byModule = new Map();
      const barrels = new Map<string, Map<string, string>>();
      const taken = closure(ctx, plan.first, barrels, { follow: (id) => !plan.later.test(id) });
      for (const group of plan.groups)
        for (const m of closure(ctx, group.roots, barrels))
          if (!taken.has(m) && !loadedByName(ctx, m) && (!group.only || group.only.test(m))) {
            taken.add(m);
            byModule.set(m, group.name);
          }
    }
    return byModule.get(id) ?? null;
  };
}
