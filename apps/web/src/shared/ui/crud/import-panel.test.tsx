import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ImportJobState } from '@tillbook/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { storeLang } from '../../i18n/lang';
import { ImportPanel } from './import-panel';

// The panel follows an import job by asking for its state every 800 ms, and must stop asking once the answer cannot
// change: the job is done or failed (a crashed server's job is failed as interrupted), or the server refused.

const writing: ImportJobState = {
  jobId: 5,
  status: 'writing',
  processed: 9000,
  total: 20000,
  errors: [],
  errorCount: 0,
  written: 0,
  interrupted: false,
};
const interrupted: ImportJobState = {
  ...writing,
  status: 'failed',
  errors: [{ row: 0, column: '', code: 700 }],
  errorCount: 1,
  interrupted: true,
};

beforeAll(async () => {
  storeLang('en_GB');
  await initI18n('en_GB');
});

afterEach(() => {
  vi.useRealTimers();
});

/** Answers the upload with job 5 and each job question with the next of `answers` (the last one repeats). */
function serve(answers: { code: number; data: ImportJobState | null }[]) {
  const asked: number[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const reply = url.endsWith('/importJob')
        ? answers[Math.min(asked.push(1) - 1, answers.length - 1)]
        : { code: 200, data: { jobId: 5 } };
      return new Response(JSON.stringify({ msg: 'm', ...reply }), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return asked;
}

async function startImport() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ImportPanel
        ns="members"
        prefix="member"
        paths={{ template: '/member/importTemplate', start: '/member/import', job: '/member/importJob' }}
        columnLabel={(c) => c}
        onDone={() => {}}
        onToList={() => {}}
      />
    </QueryClientProvider>,
  );
  // The feature's texts load first.
  const area = await screen.findByTestId('member-import-upload');
  // Only the polling interval is faked: the test moves it on instead of waiting for it.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const input = area.querySelector('input[type=file]') as HTMLInputElement;
  const file = new File(['xlsx'], 'members.xlsx', { type: 'application/octet-stream' });
  fireEvent.change(input, { target: { files: [file] } });
  await screen.findByText(/members\.xlsx — Saving members/);
}

/** Lets the panel's polling run for `ms`. */
const pollFor = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('ImportPanel', () => {
  it('stops polling a job failed because its server stopped, and says so', async () => {
    const asked = serve([
      { code: 200, data: writing },
      { code: 200, data: interrupted },
    ]);
    await startImport();
    expect(asked).toHaveLength(1);
    await pollFor(800);
    expect((await screen.findByTestId('member-import-interrupted')).textContent).toContain(
      'The import stopped before it finished: the server running it stopped.',
    );
    expect(screen.getByText('Nothing was saved. Upload the file again.')).toBeTruthy();
    expect(asked).toHaveLength(2);
    await pollFor(10_000);
    expect(asked).toHaveLength(2);
    // A new file may be uploaded.
    expect(screen.getByTestId('member-import-upload').querySelector('input[type=file]')?.hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('stops polling when the server refuses to answer the job', async () => {
    const asked = serve([
      { code: 200, data: writing },
      { code: 20037, data: null },
    ]);
    await startImport();
    await pollFor(800);
    expect((await screen.findByTestId('member-import-lost')).textContent).toContain(
      'The progress of this import could not be read.',
    );
    expect(asked).toHaveLength(2);
    await pollFor(10_000);
    expect(asked).toHaveLength(2);
  });

  it('stops polling a finished job', async () => {
    const asked = serve([
      { code: 200, data: writing },
      { code: 200, data: { ...writing, status: 'done', processed: 20000, written: 20000 } },
    ]);
    await startImport();
    await pollFor(800);
    await screen.findByTestId('member-import-done');
    await pollFor(10_000);
    expect(asked).toHaveLength(2);
  });
});
