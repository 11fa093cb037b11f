import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { storeLang } from '../../i18n/lang';
import { EmptyState, hasFilters } from './empty-state';

beforeAll(async () => {
  storeLang('en_GB');
  await initI18n('en_GB');
});

describe('EmptyState', () => {
  it('says what is missing and offers the actions', async () => {
    const add = vi.fn();
    render(
      <EmptyState
        text="No products yet"
        testId="product-empty"
        actions={
          <Button onClick={add} data-testid="empty-add">
            Add product
          </Button>
        }
      />,
    );
    expect((await screen.findByTestId('product-empty')).textContent).toContain('No products yet');
    fireEvent.click(screen.getByTestId('empty-add'));
    expect(add).toHaveBeenCalledTimes(1);
  });

  it('with filters set, says nothing matches and offers no action', async () => {
    render(<EmptyState text="No products yet" filtered testId="filtered-empty" actions={<Button>Add</Button>} />);
    expect(await screen.findByText('Nothing matches these filters')).toBeTruthy();
    expect(screen.getByTestId('filtered-empty').querySelector('button')).toBeNull();
  });

  it('counts a filter as set only when it holds a value', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ keyword: undefined, name: '', storeIds: [] })).toBe(false);
    expect(hasFilters({ lowStock: true })).toBe(true);
    expect(hasFilters({ storeId: 3 })).toBe(true);
  });
});
