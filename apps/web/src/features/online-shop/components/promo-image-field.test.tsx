import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n';
import { storeLang } from '../../../shared/i18n/lang';
import { PromoImageField } from './promo-image-field';
import { fakeApi, renderWithQuery } from './test-support';

// A banner's image is checked in the browser with the contract's limits before it is sent: a file that is not an
// image, or one above 2 MB, is refused on the spot; an image within them is uploaded and its key becomes the value.

beforeAll(async () => {
  storeLang('en_GB');
  await initI18n('en_GB');
});

const UPLOAD = '/online/ad/image';
const READ = '/online/ad/image/get';

function setup() {
  const api = fakeApi({
    [UPLOAD]: { key: 't1/banner.png', mimeType: 'image/png', size: 4, dataUrl: 'data:image/png;base64,AAAA' },
  });
  const onChange = vi.fn();
  const { container } = renderWithQuery(<PromoImageField kind="ad" onChange={onChange} />);
  const choose = async (file: File) => {
    await screen.findByTestId('promo-image-upload');
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
  };
  return { api, onChange, choose };
}

describe('PromoImageField', { timeout: 30_000 }, () => {
  it('refuses a file that is not an image', async () => {
    const { api, onChange, choose } = setup();
    await choose(new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    expect(await screen.findByTestId('promo-image-error')).toBeTruthy();
    expect(api.bodiesTo(UPLOAD)).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses an image above 2 MB', async () => {
    const { api, choose } = setup();
    await choose(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('The image is larger than 2 MB')).toBeTruthy();
    expect(api.bodiesTo(UPLOAD)).toHaveLength(0);
  });

  it('previews the saved image through the online shop’s own read, by the ad', async () => {
    const key = 'uploads/1/saved.png';
    const api = fakeApi({
      [READ]: { key, mimeType: 'image/png', size: 4, dataUrl: 'data:image/png;base64,AAAA' },
    });
    renderWithQuery(<PromoImageField kind="ad" saved={{ id: 9, imageKey: key }} value={key} />);
    const preview = (await screen.findByTestId('promo-image-preview')) as HTMLImageElement;
    expect(preview.src).toBe('data:image/png;base64,AAAA');
    expect(api.bodiesTo(READ)).toEqual([{ id: 9 }]);
    // Never the products' image read, which needs the products permission.
    expect(api.sent.map((s) => s.path)).not.toContain('/goods/image/get');
  });

  it('uploads an image within the limits and takes its key', async () => {
    const { api, onChange, choose } = setup();
    await choose(new File([new Uint8Array([137, 80, 78, 71])], 'banner.png', { type: 'image/png' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('t1/banner.png'));
    expect(api.bodiesTo(UPLOAD)[0]).toMatchObject({ fileName: 'banner.png', mimeType: 'image/png' });
  });
});
