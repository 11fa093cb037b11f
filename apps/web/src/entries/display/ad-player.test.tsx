import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdClient, AdPlay, DeviceAd } from './ad-client';
import { AdPlayer } from './ad-player';

// The player against a client of the test's own (the ad material's device routes are another module's): it plays the
// schedule in its order, an image for its duration, a video to its end, audio in the background, and reports plays.

const ad = (id: number, type: DeviceAd['type'], sort: number, durationSeconds = 2): DeviceAd => ({
  id,
  name: `Ad ${id}`,
  type,
  contentType: type === 'video' ? 'video/mp4' : type === 'audio' ? 'audio/mpeg' : 'image/png',
  durationSeconds,
  sort,
  version: '1',
});

function client(ads: DeviceAd[]) {
  const plays: AdPlay[] = [];
  const files: number[] = [];
  const c: AdClient = {
    schedule: vi.fn(async () => ({ ads, nextChangeAt: 0 })),
    file: vi.fn(async (id: number) => {
      files.push(id);
      return new Blob([`file ${id}`]);
    }),
    played: vi.fn(async (p: AdPlay[]) => {
      plays.push(...p);
      return null;
    }),
  };
  return { c, plays, files };
}

beforeEach(() => {
  let n = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => `blob:ad-${++n}`), revokeObjectURL: vi.fn() }),
  );
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AdPlayer', { timeout: 30_000 }, () => {
  it('shows the fallback without ads', async () => {
    const { c } = client([]);
    render(<AdPlayer client={c} fallback={<p data-testid="fallback">Welcome</p>} />);
    expect(await screen.findByTestId('fallback')).toBeTruthy();
  });

  it('plays image, video and logo in their order, audio in the background, and reports each showing', async () => {
    const { c, plays, files } = client([
      ad(3, 'logo', 3, 4),
      ad(1, 'image', 1, 5),
      ad(2, 'video', 2),
      ad(9, 'audio', 1),
    ]);
    const view = render(<AdPlayer client={c} fallback={null} />);
    expect(await screen.findByTestId('display-ad-1')).toBeTruthy();
    expect(await screen.findByTestId('display-audio-9')).toBeTruthy();
    expect(files.sort()).toEqual([1, 2, 3, 9]);
    // The image shows for its 5 s, then the video.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    const video = await screen.findByTestId('display-ad-2');
    expect(video.tagName).toBe('VIDEO');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(12_000);
    });
    // A video plays to its end, however long.
    expect(screen.getByTestId('display-ad-2')).toBeTruthy();
    fireEvent.ended(video);
    expect(await screen.findByTestId('display-ad-3')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_000);
    });
    expect(await screen.findByTestId('display-ad-1')).toBeTruthy();
    fireEvent.ended(screen.getByTestId('display-audio-9'));
    view.unmount();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(plays.map((p) => p.adId)).toEqual([1, 2, 3, 9]);
    expect(plays[0].seconds).toBe(5);
    expect(plays[1].seconds).toBe(12);
    expect(Number.isInteger(plays[0].startedAt)).toBe(true);
  });
});
