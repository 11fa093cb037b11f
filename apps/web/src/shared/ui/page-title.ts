import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/** The title a page shows on itself, with the path it was shown on. */
interface PageTitle {
  path: string;
  title: string;
}

let current: PageTitle | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * A page's own title, told to the shell while the page shows it: the breadcrumb's last entry then reads the same
 * ("Add product" on a new product, "Edit product" on a saved one) instead of the route table's one name for both.
 * Edit frames call it with the title they print; a title that is not plain text (or none) tells nothing.
 */
export function usePageTitle(title: ReactNode): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (typeof title !== 'string' || title === '') return;
    const entry = { path: pathname, title };
    current = entry;
    notify();
    return () => {
      if (current !== entry) return;
      current = null;
      notify();
    };
  }, [pathname, title]);
}

/** The title the page at `path` told (see `usePageTitle`), if it told one. */
export function usePageTitleOf(path: string): string | undefined {
  const told = useSyncExternalStore(subscribe, () => current);
  return told?.path === path ? told.title : undefined;
}
