import type { MenuCode } from '@tillbook/contract';
import type { ComponentType } from 'react';
import { type PageDef, SECTIONS, type SectionDef } from './sections';

/** A lazily loaded page module, as a feature's `routes.ts` gives it for a path of the tree; every page is code-split. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/** One routable page with everything resolved against its section. */
export interface FlatPage {
  section: SectionDef;
  fullPath: string;
  /** Path below the section ('modifier/increase'); with the section key, the i18n title key. */
  relPath: string;
  code: MenuCode | null;
  hidden: boolean;
  /** Full path of the page owning this one in the breadcrumb, if any. */
  parentPath?: string;
  /** Set on grouping entries: where the entry's own path redirects. */
  redirectTo?: string;
}

function flattenPages(section: SectionDef, pages: readonly PageDef[], base: string, hiddenBase: boolean): FlatPage[] {
  return pages.flatMap((page) => {
    const relPath = base ? `${base}/${page.path}` : page.path;
    const hidden = hiddenBase || page.hidden === true;
    const entry: FlatPage = {
      section,
      fullPath: `${section.path}/${relPath}`,
      relPath,
      code: page.code ?? section.code,
      hidden,
      parentPath: page.parent ? `${section.path}/${page.parent}` : base ? `${section.path}/${base}` : undefined,
    };
    if (!page.children) return [entry];
    const children = flattenPages(section, page.children, relPath, hidden).map((c) => ({
      ...c,
      code: c.code === section.code && page.code ? page.code : c.code,
    }));
    return [{ ...entry, redirectTo: children[0].fullPath }, ...children];
  });
}

/** Every page of every section, in the sidebar's order. */
export const ALL_PAGES: readonly FlatPage[] = SECTIONS.flatMap((s) => flattenPages(s, s.pages, '', false));

const pageByPath = new Map(ALL_PAGES.map((page) => [page.fullPath, page]));
const sectionByPath = new Map(SECTIONS.map((s) => [s.path, s]));

/** The sales summary (§2): where '/' leads a user who may open it. */
export const HOME_PATH = '/report/saleCount';
/** The user's own account page, reached from the user dropdown. */
export const ACCOUNT_PATH = '/user/userMsg';
/** The subscription and billing screen, the account owner's (reached from the user dropdown too). */
export const BILLING_PATH = '/user/billing';

export const findPage = (path: string): FlatPage | undefined => pageByPath.get(path);
export const findSection = (path: string): SectionDef | undefined => sectionByPath.get(path);

/** Whether a user with these permissions may open a page (null code: every logged-in user). */
export function canOpen(code: MenuCode | null, permissions: ReadonlySet<number>): boolean {
  return code === null || permissions.has(code);
}

/** The i18n key (namespace `menu`) of a page's title. */
export const pageTitleKey = (page: FlatPage): string => `${page.section.key}.${page.relPath}`;
export const sectionTitleKey = (section: SectionDef): string => `${section.key}.title`;
