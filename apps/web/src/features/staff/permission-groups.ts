import type { MenuCode } from '@tillbook/contract';
import { ALL_PAGES, pageTitleKey, sectionTitleKey } from '../../shared/navigation/page-tree';
import { SECTIONS } from '../../shared/navigation/sections';

/** One back-office permission (a menu code of §6) and the pages it opens, as `menu` namespace keys. */
export interface MenuPermission {
  code: MenuCode;
  pageTitleKeys: string[];
}

/** A menu section of §2 with the permissions its pages need, for the role form's permission matrix. */
export interface MenuPermissionGroup {
  key: string;
  titleKey: string;
  permissions: MenuPermission[];
}

/**
 * The back-office permissions grouped by the menu sections of §2, read from the route table so the matrix offers
 * exactly what the sidebar is built from: the section's own code first, then the codes its pages carry.
 */
export function menuPermissionGroups(): MenuPermissionGroup[] {
  const groups: MenuPermissionGroup[] = [];
  for (const section of SECTIONS) {
    if (section.code === null || section.menu === 'none') continue;
    const byCode = new Map<MenuCode, string[]>([[section.code, []]]);
    // Top-level pages only: sub-pages follow the page that owns them.
    for (const page of ALL_PAGES) {
      if (page.section !== section || page.parentPath || page.code === null) continue;
      byCode.set(page.code, [...(byCode.get(page.code) ?? []), pageTitleKey(page)]);
    }
    groups.push({
      key: section.key,
      titleKey: sectionTitleKey(section),
      permissions: [...byCode.entries()].map(([code, pageTitleKeys]) => ({ code, pageTitleKeys })),
    });
  }
  return groups;
}
