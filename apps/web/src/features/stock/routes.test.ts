import { describe, expect, it } from 'vitest';
import { ALL_PAGES } from '../../shared/navigation/page-tree';
import { pages } from './routes';

describe('stock routes', () => {
  it('give every stock page of §2 (but the redirecting modifier entry) its page', () => {
    const stockPages = ALL_PAGES.filter((p) => p.section.path === '/stockManage' && !p.redirectTo).map(
      (p) => p.fullPath,
    );
    expect(Object.keys(pages).sort()).toEqual([...stockPages].sort());
  });
});
