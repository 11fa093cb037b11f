import {
  ALL_PAGES,
  canOpen,
  type FlatPage,
  findPage,
  findSection,
  pageTitleKey,
  sectionTitleKey,
} from '../../shared/navigation/page-tree';
import { SECTIONS, type SectionDef } from '../../shared/navigation/sections';

/** A sidebar entry: `key` is the path it opens (or, for a sub-menu, the section/group path). */
export interface MenuNode {
  key: string;
  /** i18n key in the `menu` namespace. */
  titleKey: string;
  /** Section key, for its icon. */
  section: string;
  children?: MenuNode[];
}

const visibleTopPages = (section: SectionDef, permissions: ReadonlySet<number>): FlatPage[] =>
  ALL_PAGES.filter(
    (p) => p.section === section && !p.hidden && !p.relPath.includes('/') && canOpen(p.code, permissions),
  );

const childrenOf = (group: FlatPage, permissions: ReadonlySet<number>): FlatPage[] =>
  ALL_PAGES.filter((p) => p.parentPath === group.fullPath && !p.hidden && canOpen(p.code, permissions));

const leaf = (page: FlatPage): MenuNode => ({
  key: page.fullPath,
  titleKey: pageTitleKey(page),
  section: page.section.key,
});

/** The pages of a section a user may open, for a settings-style index. */
export function openablePages(section: SectionDef, permissions: ReadonlySet<number>): FlatPage[] {
  return ALL_PAGES.filter(
    (p) => p.section === section && !p.parentPath && !p.redirectTo && canOpen(p.code, permissions),
  );
}

/** §2: the sidebar menu holds the sections (and pages) whose menu code the user holds. */
export function buildMenu(permissions: ReadonlySet<number>): MenuNode[] {
  const nodes: MenuNode[] = [];
  for (const section of SECTIONS) {
    const base = { key: section.path, titleKey: sectionTitleKey(section), section: section.key };
    if (section.menu === 'none') continue;
    if (section.menu === 'settingsIndex') {
      if (openablePages(section, permissions).length > 0) nodes.push(base);
      continue;
    }
    const pages = visibleTopPages(section, permissions);
    if (pages.length === 0) continue;
    if (section.menu === 'item') {
      nodes.push({ ...base, key: pages[0].fullPath });
      continue;
    }
    const children = pages.flatMap((page): MenuNode[] => {
      if (!page.redirectTo) return [leaf(page)];
      const sub = childrenOf(page, permissions).map(leaf);
      return sub.length > 0 ? [{ ...leaf(page), children: sub }] : [];
    });
    nodes.push({ ...base, children });
  }
  return nodes;
}

/** The menu entry to highlight for a path: hidden pages light up the page that owns them. */
export function menuKeyFor(path: string): string | undefined {
  let page = findPage(path);
  if (!page) return findSection(path)?.path;
  while (page.hidden && page.parentPath) {
    const parent = findPage(page.parentPath);
    if (!parent) break;
    page = parent;
  }
  if (page.section.menu === 'settingsIndex') return page.section.path;
  if (page.section.menu === 'item') {
    const section = page.section;
    return ALL_PAGES.find((p) => p.section === section && !p.hidden)?.fullPath;
  }
  return page.fullPath;
}

/** Sub-menus that must be open to show the highlighted entry. */
export function openKeysFor(path: string): string[] {
  const page = findPage(path);
  if (page?.section.menu !== 'submenu') return [];
  const key = menuKeyFor(path);
  const owner = key ? findPage(key) : undefined;
  return owner?.parentPath ? [page.section.path, owner.parentPath] : [page.section.path];
}

export interface Crumb {
  titleKey: string;
  /** Where the crumb links; absent for the current page. */
  path?: string;
}

/** §2 navbar breadcrumb: section › owning pages › page. */
export function breadcrumbFor(path: string): Crumb[] {
  const section = findSection(path);
  if (section) return [{ titleKey: sectionTitleKey(section) }];
  const page = findPage(path);
  if (!page) return [];
  const chain: Crumb[] = [{ titleKey: pageTitleKey(page) }];
  let parentPath = page.parentPath;
  while (parentPath) {
    const parent = findPage(parentPath);
    if (!parent) break;
    chain.unshift({ titleKey: pageTitleKey(parent), path: parent.redirectTo ?? parent.fullPath });
    parentPath = parent.parentPath;
  }
  if (page.section.menu !== 'none') chain.unshift({ titleKey: sectionTitleKey(page.section), path: page.section.path });
  return chain;
}
