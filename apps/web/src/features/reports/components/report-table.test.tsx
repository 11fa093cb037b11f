import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storeLang } from '../../../shared/i18n/lang';
import { LOGIN_INFO_KEY } from '../../../shared/session/session';
import { STORE_REPORTS } from '../report-configs';
import { ReportTable } from './report-table';

afterEach(() => {
  localStorage.clear();
  storeLang('zh_CN');
});

describe('report table', () => {
  it('writes periods as dates of the language, money with the locale’s minus, margins to one decimal', () => {
    storeLang('en_GB');
    localStorage.setItem(LOGIN_INFO_KEY, JSON.stringify({ sysCurrencyId: 4 }));
    const row = { start: '1', period: '2026-05-30', gross: '-5.3000', margin: '12.3456', receipts: 1234 };
    render(
      <ReportTable
        config={STORE_REPORTS.saleCount}
        rows={[row]}
        totals={row}
        loading={false}
        pagination={false}
        emptyText=""
      />,
    );
    const table = screen.getByTestId('report-table');
    expect(within(table).getAllByText('30/05/2026').length).toBeGreaterThan(0);
    expect(screen.getByTestId('report-total-gross').textContent).toBe('-£5.30');
    expect(screen.getByTestId('report-total-margin').textContent).toBe('12.3%');
    expect(screen.getByTestId('report-total-receipts').textContent).toBe('1,234');
  });
});
