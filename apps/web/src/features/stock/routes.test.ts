import { describe, expect, it } from 'vitest';
import { ALL_PAGES } from '../../app/route-table';
import { PAGE_LOADERS } from './loaders';
import { pages } from './routes';

describe('stock routes', () => {
  it('give every stock page of §2 (but the redirecting modifier entry) its page, through the loaders chunk', () => {
    const stockPages = ALL_PAGES.filter((p) => p.section.path === '/stockManage' && !p.redirectTo).map(
      (p) => p.fullPath,
    );
    expect(Object.keys(pages).sort()).toEqual([...stockPages].sort());
    expect(Object.keys(PAGE_LOADERS).sort()).toEqual([...stockPages].sort());
  });
});
