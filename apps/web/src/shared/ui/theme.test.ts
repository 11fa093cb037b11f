import { afterEach, describe, expect, it, vi } from 'vitest';

const withReducedMotion = (reduce: boolean) =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
    );

describe('themeFor', () => {
  afterEach(() => vi.resetModules());

  it('turns the animations off for a user who asks for reduced motion', async () => {
    withReducedMotion(true);
    const { themeFor } = await import('./theme');
    expect(themeFor('en_GB').token?.motion).toBe(false);
  });

  it('keeps them otherwise', async () => {
    withReducedMotion(false);
    const { themeFor } = await import('./theme');
    expect(themeFor('en_GB').token?.motion).toBe(true);
  });
});
