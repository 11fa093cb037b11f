import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AdRow } from '@tillbook/contract';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n';
import { storeLang } from '../../../shared/i18n/lang';
import { AdForm } from './ad-form';

// The form shapes the save body itself: the file only when one is chosen (an edit without one keeps the saved file),
// the size limit of the chosen type checked before anything is sent, the schedule as the contract takes it, and a
// name already taken (1003) marked on the field.

const lunch: AdRow = {
  id: 7,
  name: 'Lunch menu',
  publisher: 'Head office',
  slot: 'Left',
  size: '1920x1080',
  type: 'image',
  memo: '',
  status: 'normal',
  stores: [{ id: 10, name: 'High Street' }],
  storeIds: [10],
  startDate: '2026-06-01',
  endDate: null,
  dayParts: [{ weekdays: [1, 2, 3, 4, 5], start: '11:00', end: '14:00' }],
  sort: 2,
  durationSeconds: 8,
  file: { name: 'lunch.png', contentType: 'image/png', bytes: 2048, version: 'abc' },
  plays: 0,
  playSeconds: 0,
  createdAt: '2026-05-01T00:00:00.000Z',
  updatedAt: '2026-05-01T00:00:00.000Z',
};

beforeAll(async () => {
  storeLang('en_GB');
  await initI18n('en_GB');
});

function renderForm(ad: AdRow | undefined, saveCode = 200) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      const stores = { allStores: true, stores: [{ id: 10, name: 'High Street', kind: 'store' }], places: [] };
      const isSave = String(url).endsWith('/device/adMaterial/save');
      if (isSave) sent.push(body);
      const answer = isSave
        ? { code: saveCode, msg: 'Code repeated', data: saveCode === 200 ? { ...lunch, ...body } : null }
        : { code: 200, msg: 'ok', data: stores };
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <AdForm ad={ad} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { sent };
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const fileInput = () => screen.getByTestId('ad-form').querySelector('input[type="file"]') as HTMLInputElement;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const png = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], 'promo.png', { type: 'image/png' });
};

describe('AdForm', { timeout: 30_000 }, () => {
  it('a new ad needs its file and a store; then sends the file in base64 with the schedule', async () => {
    const { sent } = renderForm(undefined);
    await screen.findByTestId('ad-form-name', {}, { timeout: 5000 });
    type('ad-form-name', 'Summer');
    fireEvent.click(screen.getByTestId('ad-form-save'));
    expect(await screen.findByText('Choose the ad file')).toBeTruthy();
    expect(await screen.findByText('Choose at least one store')).toBeTruthy();
    expect(sent).toHaveLength(0);

    choose(png(64));
    await waitFor(() => expect(screen.getByTestId('ad-form-file-state').textContent).toContain('promo.png'));
    fireEvent.mouseDown(screen.getByTestId('ad-form-stores').querySelector('.ant-select-content, input') as Element);
    fireEvent.click(await screen.findByTitle('High Street'));
    fireEvent.click(screen.getByTestId('ad-form-part-add'));
    fireEvent.click(screen.getByTestId('ad-form-save'));
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 5000 });
    const body = sent[0];
    expect(body).toMatchObject({
      name: 'Summer',
      type: 'image',
      storeIds: [10],
      startDate: null,
      endDate: null,
      dayParts: [{ weekdays: [1, 2, 3, 4, 5], start: '11:00', end: '14:00' }],
      durationSeconds: 10,
      status: 'normal',
    });
    const file = body.file as { name: string; base64: string };
    expect(file.name).toBe('promo.png');
    expect(atob(file.base64).length).toBe(64);
    expect(atob(file.base64).charCodeAt(1)).toBe(0x50);
  });

  it('refuses a file over the limit of the chosen type before sending it', async () => {
    const { sent } = renderForm(undefined);
    await screen.findByTestId('ad-form-name', {}, { timeout: 5000 });
    fireEvent.click(screen.getByTestId('ad-form-type-logo'));
    choose(png(200 * 1024 + 1));
    await waitFor(() => expect(screen.getByTestId('ad-form-file-state').textContent).toContain('promo.png'));
    fireEvent.click(screen.getByTestId('ad-form-save'));
    expect(await screen.findByText('The file is larger than 200 KB')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('on an edit keeps the saved file when none is chosen', async () => {
    const { sent } = renderForm(lunch);
    await screen.findByTestId('ad-form-name', {}, { timeout: 5000 });
    expect(screen.getByTestId('ad-form-file-state').textContent).toContain('lunch.png');
    type('ad-form-name', 'Lunch menu 2');
    fireEvent.click(screen.getByTestId('ad-form-save'));
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 5000 });
    expect(sent[0]).toMatchObject({
      id: 7,
      name: 'Lunch menu 2',
      storeIds: [10],
      startDate: '2026-06-01',
      sort: 2,
      durationSeconds: 8,
      dayParts: lunch.dayParts,
    });
    expect(sent[0]).not.toHaveProperty('file');
  });

  it('checks that a part of the day ends after it starts', async () => {
    const { sent } = renderForm(lunch);
    await screen.findByTestId('ad-form-part-0-end', {}, { timeout: 5000 });
    type('ad-form-part-0-end', '10:00');
    fireEvent.click(screen.getByTestId('ad-form-save'));
    expect(await screen.findByText('Must end after it starts')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('marks the name when it is taken (1003)', async () => {
    const { sent } = renderForm(lunch, 1003);
    await screen.findByTestId('ad-form-name', {}, { timeout: 5000 });
    fireEvent.click(screen.getByTestId('ad-form-save'));
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 5000 });
    await waitFor(() =>
      expect(screen.getByTestId('ad-form-name').closest('.ant-form-item')?.className).toContain('has-error'),
    );
  });
});
