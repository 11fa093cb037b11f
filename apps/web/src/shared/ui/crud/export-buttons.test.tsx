import { act, fireEvent, render, screen } from '@testing-library/react';
import { EXPORT_JOB_HEADER, EXPORT_POLL_MS, type ExportJobState } from '@tillbook/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { storeLang } from '../../i18n/lang';
import { toast } from '../toast';
import { ExportButtons } from './export-buttons';

// The web asks an export for a background job, asks for its state every EXPORT_POLL_MS until it ends, then saves
// its file; a failed job is toasted with its code; leaving the page stops the questions.

beforeAll(async () => {
  storeLang('en_GB');
  await initI18n('en_GB');
});

let saved: ReturnType<typeof vi.fn>;
let errorToast: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  saved = vi.fn(() => 'blob:x');
  URL.createObjectURL = saved as unknown as typeof URL.createObjectURL;
  URL.revokeObjectURL = vi.fn();
  errorToast = vi.spyOn(toast, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

interface Call {
  path: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

const json = (data: unknown, code = 200) =>
  new Response(JSON.stringify({ code, msg: 'm', data }), { headers: { 'content-type': 'application/json' } });
const xlsx = () =>
  new Response('PK', {
    headers: {
      'content-type': 'application/vnd.ms-excel',
      'content-disposition': 'attachment; filename="members.xlsx"',
    },
  });

/** The export starts job 7; each state question gets the next of `states` (the last repeats). */
function serve(states: ExportJobState[], start: () => Response = () => json({ exportJobId: 7 })) {
  const calls: Call[] = [];
  let asked = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.replace(/^\/m/, '');
      calls.push({ path, body: JSON.parse(String(init.body)), headers: init.headers as Record<string, string> });
      if (path === '/export/state') return json(states[Math.min(asked++, states.length - 1)]);
      if (path === '/export/file') return xlsx();
      return start();
    }),
  );
  return calls;
}

const paths = (calls: Call[]) => calls.map((c) => c.path);

async function clickExport() {
  const view = render(<ExportButtons path="/member/export" body={{ page: 2, name: 'Ann' }} testId="member-export" />);
  const button = await screen.findByTestId('member-export-xlsx');
  // Only the pause between questions is faked: the test moves it on instead of waiting for it.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fireEvent.click(button);
  return { button, view };
}

/** Lets the button's questions run for `ms` of its pauses. */
const pollFor = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('ExportButtons', () => {
  it('asks for a job, follows it until done, then saves its file', async () => {
    const calls = serve([{ status: 'queued' }, { status: 'running' }, { status: 'done', fileName: 'members.xlsx' }]);
    const { button } = await clickExport();
    await pollFor(0);
    expect(calls[0]).toMatchObject({ path: '/member/export', body: { name: 'Ann', format: 'xlsx' } });
    expect(calls[0].body).not.toHaveProperty('page');
    expect(calls[0].headers[EXPORT_JOB_HEADER]).toBe('1');
    expect(paths(calls)).toEqual(['/member/export', '/export/state']);
    expect(button.className).toContain('ant-btn-loading');

    await pollFor(EXPORT_POLL_MS);
    expect(paths(calls)).toEqual(['/member/export', '/export/state', '/export/state']);
    expect(saved).not.toHaveBeenCalled();

    await pollFor(EXPORT_POLL_MS);
    expect(paths(calls)).toEqual(['/member/export', '/export/state', '/export/state', '/export/state', '/export/file']);
    expect(calls.at(-1)?.body).toEqual({ exportJobId: 7 });
    await vi.waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(button.className).not.toContain('ant-btn-loading'));
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('toasts a failed job with its code and saves nothing', async () => {
    const calls = serve([{ status: 'running' }, { status: 'failed', code: 10196 }]);
    const { button } = await clickExport();
    await pollFor(EXPORT_POLL_MS);
    await vi.waitFor(() => expect(errorToast).toHaveBeenCalledWith(expect.stringMatching(/^\[10196\]:/)));
    expect(paths(calls)).not.toContain('/export/file');
    expect(saved).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(button.className).not.toContain('ant-btn-loading'));
  });

  it('stops asking when the page is left', async () => {
    const calls = serve([{ status: 'running' }]);
    const { view } = await clickExport();
    await pollFor(EXPORT_POLL_MS);
    const asked = paths(calls).length;
    view.unmount();
    await pollFor(EXPORT_POLL_MS * 10);
    expect(paths(calls).length).toBe(asked);
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('saves a file the server answered at once (no job)', async () => {
    const calls = serve([], xlsx);
    await clickExport();
    await pollFor(0);
    await vi.waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(paths(calls)).toEqual(['/member/export']);
  });
});
