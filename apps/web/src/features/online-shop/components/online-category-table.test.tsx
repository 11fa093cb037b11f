import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { OnlineCategoryRow } from '@tillbook/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n';
import { storeLang } from '../../../shared/i18n/lang';
import { OnlineCategoryTable } from './online-category-table';
import { fakeApi, renderWithQuery } from './test-support';

// A category in the shop can be taken out of it, after a confirmation naming what goes with it; one not in the shop
// has nothing to take out.

beforeAll(async () => {
  storeLang('en_GB');
  await initI18n('en_GB');
});

const LIST = '/online/category/list';
const REMOVE = '/online/category/remove';

const drinks: OnlineCategoryRow = {
  categoryId: 4,
  name: 'Drinks',
  color: '#00aa00',
  online: true,
  onSale: false,
  sort: 1,
  products: 3,
};
const cakes: OnlineCategoryRow = { ...drinks, categoryId: 5, name: 'Cakes', online: false, products: 0 };

describe('OnlineCategoryTable', { timeout: 30_000 }, () => {
  it('takes a category out of the shop once the user confirms', async () => {
    const api = fakeApi({ [LIST]: [drinks, cakes], [REMOVE]: null });
    renderWithQuery(<OnlineCategoryTable shopId={3} />);
    fireEvent.click(await screen.findByTestId('type-remove-4'));
    const title = await screen.findByTestId('confirm-ok').then(() => document.querySelector('.ant-modal-confirm'));
    expect(title?.textContent).toContain('Take “Drinks” out of the online shop?');
    expect(title?.textContent).toContain('Its products in the online shop (3)');
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    expect(api.bodiesTo(REMOVE)).toHaveLength(0);

    // Asked again (the dialog closed a moment ago may still be in the page, closing): agreed this time.
    fireEvent.click(screen.getByTestId('type-remove-4'));
    await waitFor(() => expect(screen.getAllByTestId('confirm-ok').length).toBeGreaterThan(0));
    fireEvent.click(screen.getAllByTestId('confirm-ok').at(-1) as HTMLElement);
    await waitFor(() => expect(api.bodiesTo(REMOVE)).toEqual([{ shopId: 3, categoryIds: [4] }]));
    // The list is asked again.
    await waitFor(() => expect(api.bodiesTo(LIST).length).toBeGreaterThan(1));
  });

  it('offers no removal for a category not in the shop', async () => {
    fakeApi({ [LIST]: [drinks, cakes] });
    renderWithQuery(<OnlineCategoryTable shopId={3} />);
    expect(await screen.findByTestId('type-remove-4')).toBeTruthy();
    expect(screen.getByTestId('type-row-5')).toBeTruthy();
    expect(screen.queryByTestId('type-remove-5')).toBeNull();
  });
});
