import type { TenantCtx } from './context';

/** Things other modules point at, whose deletion must be refused while referenced (§5). */
export type ReferencedKind = 'store' | 'place' | 'role' | 'staff' | 'region';

/** Answers true when the row `id` of a kind is still referenced by the module that registered the check. */
export type ReferenceCheck = (ctx: TenantCtx, id: number) => Promise<boolean>;

/**
 * The one place deletion checks live: the module owning a row asks `firstUse` before deleting it, and every
 * module that keeps references registers its check at start-up (staff → stores, stock orders → stores, …).
 */
export class ReferenceRegistry {
  private checks = new Map<ReferencedKind, { name: string; check: ReferenceCheck }[]>();

  register(kind: ReferencedKind, name: string, check: ReferenceCheck): void {
    const list = this.checks.get(kind) ?? [];
    list.push({ name, check });
    this.checks.set(kind, list);
  }

  /** The name of the first reference found (e.g. 'staff', 'purchase orders'), or null when the row is free. */
  async firstUse(ctx: TenantCtx, kind: ReferencedKind, id: number): Promise<string | null> {
    for (const { name, check } of this.checks.get(kind) ?? []) {
      if (await check(ctx, id)) return name;
    }
    return null;
  }
}
