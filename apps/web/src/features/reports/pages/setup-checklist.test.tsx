import { fireEvent, render, screen } from '@testing-library/react';
import type { SetupChecklist as Checklist } from '@tillbook/contract';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n';
import { storeLang } from '../../../shared/i18n/lang';
import { SetupChecklist } from './setup-checklist';

beforeAll(async () => {
  storeLang('en_GB');
  await initI18n('en_GB');
});

const checklist = (done: Partial<Record<string, boolean>>): Checklist => {
  const steps = (['store', 'products', 'staff', 'paymentMethods', 'taxes', 'posApp'] as const).map((key) => ({
    key,
    done: done[key] ?? false,
  }));
  return { steps, done: steps.every((s) => s.done), lastSaleAt: null };
};

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

function show(c: Checklist | undefined) {
  return render(
    <MemoryRouter initialEntries={['/report/saleCount']}>
      <Routes>
        <Route path="*" element={<SetupChecklist checklist={c} />} />
      </Routes>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('SetupChecklist', () => {
  it('lists every step, marks the done ones, counts them and offers the way to the others', async () => {
    show(checklist({ store: true, paymentMethods: true }));
    expect(await screen.findByText('2 of 6 done')).toBeTruthy();
    expect(screen.getByTestId('setup-step-store').getAttribute('data-done')).toBe('true');
    expect(screen.getByTestId('setup-step-products').getAttribute('data-done')).toBe('false');
    // A done step offers nothing more; products offer adding one or importing a sheet.
    expect(screen.queryByTestId('setup-step-store-action-0')).toBeNull();
    expect(screen.getByTestId('setup-step-products-action-1').textContent).toBe('Import from Excel');
    fireEvent.click(screen.getByTestId('setup-step-taxes-action-0'));
    expect(screen.getByTestId('where').textContent).toBe('/setting/revenueSetting');
    fireEvent.click(screen.getByTestId('setup-step-products-action-1'));
    expect(screen.getByTestId('where').textContent).toBe('/goodsSetting/goodsList/importGoodsExcel');
  });

  it('disappears once every step is done, and shows nothing before the answer', () => {
    const all = { store: true, products: true, staff: true, paymentMethods: true, taxes: true, posApp: true };
    show(checklist(all));
    expect(screen.queryByTestId('setup-checklist')).toBeNull();
    show(undefined);
    expect(screen.queryByTestId('setup-checklist')).toBeNull();
  });
});
