import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { OnlineGoodsRow } from '@tillbook/contract';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n';
import { storeLang } from '../../../shared/i18n/lang';
import { PICK_PAGE, ProductOrderField } from './product-order-field';
import { fakeApi, renderWithQuery } from './test-support';

// The picker searches the shop's online catalogue on the server as the user types (once the typing pauses), so a
// catalogue of any size can be picked from; the chosen products are named by asking for their ids.

beforeAll(async () => {
  storeLang('en_GB');
  await initI18n('en_GB');
});

const LIST = '/online/goods/list';

const row = (productId: number, name: string): OnlineGoodsRow => ({
  productId,
  name,
  categoryId: null,
  categoryName: '',
  storePrice: '4.50',
  onlinePrice: null,
  online: true,
  onSale: true,
  sort: productId,
  backorder: false,
  homePosition: null,
  imageKey: null,
  onlineImageKeys: [],
  trackInventory: false,
  onHand: '0',
  soldOut: false,
});

// 250 products: more than any one answer carries.
const catalogue = Array.from({ length: 250 }, (_, i) => row(i + 1, `Product ${i + 1}`));
catalogue[239] = row(240, 'Jasmine Tea');

/** The list endpoint as the server answers it: by ids, by keyword, a page at a time. */
function answer(body: Record<string, unknown>) {
  const ids = body.productIds as number[] | undefined;
  const keyword = (body.keyword as string | undefined)?.toLowerCase();
  const rows = catalogue.filter(
    (r) => (!ids || ids.includes(r.productId)) && (!keyword || r.name.toLowerCase().includes(keyword)),
  );
  return { list: rows.slice(0, Number(body.pageSize)), total: rows.length };
}

function Field({ initial, onChange }: { initial: number[]; onChange: (ids: number[]) => void }) {
  const [ids, setIds] = useState(initial);
  return (
    <ProductOrderField
      shopId={3}
      value={ids}
      onChange={(next) => {
        setIds(next);
        onChange(next);
      }}
      testId="home-products"
    />
  );
}

describe('ProductOrderField', { timeout: 30_000 }, () => {
  it('names chosen products beyond the first answer by asking for their ids', async () => {
    const api = fakeApi({ [LIST]: answer });
    renderWithQuery(<Field initial={[240, 2]} onChange={vi.fn()} />);
    expect(await screen.findByText('Jasmine Tea')).toBeTruthy();
    expect(screen.getByTestId('home-products-item-2').textContent).toContain('Product 2');
    const byId = api.bodiesTo(LIST).filter((b) => b.productIds);
    expect(byId[0]).toMatchObject({ shopId: 3, productIds: [2, 240] });
    // The matches are one small page of the online catalogue, not the whole of it.
    const first = api.bodiesTo(LIST).find((b) => !b.productIds);
    expect(first).toMatchObject({ shopId: 3, online: true, page: 1, pageSize: PICK_PAGE });
    expect(first?.keyword).toBeUndefined();
  });

  it('searches on the server once the typing pauses, and adds the product picked', async () => {
    const api = fakeApi({ [LIST]: answer });
    const onChange = vi.fn();
    renderWithQuery(<Field initial={[]} onChange={onChange} />);
    const box = screen.getByTestId('home-products-pick').querySelector('input') as HTMLInputElement;
    await waitFor(() => expect(api.bodiesTo(LIST)).toHaveLength(1));
    fireEvent.mouseDown(box);
    for (const typed of ['j', 'ja', 'jas', 'jasm']) fireEvent.change(box, { target: { value: typed } });
    await waitFor(() => expect(api.bodiesTo(LIST).some((b) => b.keyword === 'jasm')).toBe(true));
    // One question for the pause, none for the letters typed on the way.
    expect(api.bodiesTo(LIST).map((b) => b.keyword)).toEqual([undefined, 'jasm']);
    const option = await screen.findByTitle('Jasmine Tea');
    fireEvent.click(option);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([240]));
    expect((await screen.findByTestId('home-products-item-240')).textContent).toContain('Jasmine Tea');
  });
});
