import { describe, expect, it } from 'vitest';
import { initialSidebarOpen } from './sidebar-state';

describe('sidebar state (§2)', () => {
  it('starts closed on mobile and minipc, else as saved (open by default)', () => {
    expect(initialSidebarOpen('mobile', '1')).toBe(false);
    expect(initialSidebarOpen('minipc', '1')).toBe(false);
    expect(initialSidebarOpen('desktop', null)).toBe(true);
    expect(initialSidebarOpen('desktop', '1')).toBe(true);
    expect(initialSidebarOpen('desktop', '0')).toBe(false);
  });
});
