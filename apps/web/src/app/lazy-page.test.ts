import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPage, withTimeout } from './lazy-page';

const reload = vi.fn();

afterEach(() => {
  sessionStorage.clear();
  reload.mockReset();
  vi.unstubAllGlobals();
});

function stubReload() {
  vi.stubGlobal('location', { ...window.location, reload });
}

describe('page loading (§2: a failed load reloads the page; §9: 120 s)', () => {
  it('passes a loaded page through', async () => {
    const mod = { default: () => null };
    await expect(loadPage(async () => mod)).resolves.toBe(mod);
  });

  it('reloads once when a chunk fails, then reports the error if it fails again soon', async () => {
    stubReload();
    const failing = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
    const pending = loadPage(failing);
    await new Promise((r) => setTimeout(r, 0));
    expect(reload).toHaveBeenCalledTimes(1);
    void pending;
    await expect(loadPage(failing)).rejects.toThrow('dynamically imported');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('treats a load slower than the time-out as failed', async () => {
    stubReload();
    sessionStorage.setItem('chunkReloadAt', String(Date.now()));
    await expect(loadPage(() => new Promise(() => {}), 10)).rejects.toThrow('timed out');
    await expect(withTimeout(Promise.resolve(1), 10)).resolves.toBe(1);
  });
});
