import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n';
import { storeLang } from '../../shared/i18n/lang';
import { usePageTitle } from '../../shared/ui/page-title';
import { Navbar } from './navbar';

beforeAll(async () => {
  storeLang('en_GB');
  await initI18n('en_GB');
});

/** An add/edit page as its frame prints its title. */
function FramePage({ title }: { title?: string }) {
  usePageTitle(title);
  return <h4>{title}</h4>;
}

const renderAt = (path: string, title?: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={null}>
        <Navbar open onToggle={() => {}} compact={false} />
        <FramePage title={title} />
      </Suspense>
    </MemoryRouter>,
  );

describe('navbar breadcrumb', () => {
  it('names a new product "Add product", as the page title does', async () => {
    renderAt('/goodsSetting/goodsList/addGoods', 'Add product');
    // The page tells its title in an effect, after the breadcrumb's first paint from the route table.
    await waitFor(() => expect(screen.getByTestId('breadcrumb').textContent).toBe('Products/Product list/Add product'));
  });

  it('keeps the route table name when the page tells none', async () => {
    renderAt('/goodsSetting/goodsList/addGoods');
    const crumb = await screen.findByTestId('breadcrumb');
    expect(crumb.textContent).toBe('Products/Product list/Edit product');
  });
});
