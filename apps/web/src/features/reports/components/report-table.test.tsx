import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../shared/i18n/i18n';
import { storeLang } from '../../../shared/i18n/lang';
import { LOGIN_INFO_KEY } from '../../../shared/session/session';
import { formatDuration } from '../format';
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

  it('writes preparation times in minutes and seconds of the language, and none as a dash', async () => {
    storeLang('fr_FR');
    await initI18n('fr_FR');
    await i18n.changeLanguage('fr_FR');
    await i18n.loadNamespaces(['reports']);
    const rows = [
      { start: '1', period: '2026-05-30 10:00', kitchenLines: 5, averagePrepSeconds: 405 },
      { start: '2', period: '2026-05-30 11:00', kitchenLines: 0, averagePrepSeconds: null },
    ];
    const totals = { kitchenLines: 12, averagePrepSeconds: 3725 };
    render(
      <ReportTable
        config={STORE_REPORTS.saleCount}
        rows={rows}
        totals={totals}
        loading={false}
        pagination={false}
        emptyText=""
      />,
    );
    const table = screen.getByTestId('report-table');
    expect(within(table).getByText('6 min 45 s')).toBeTruthy();
    expect(within(table).getAllByText('—').length).toBeGreaterThan(0);
    expect(screen.getByTestId('report-total-averagePrepSeconds').textContent).toBe('1 h 02 min 05 s');
    expect(screen.getByTestId('report-total-kitchenLines').textContent).toBe('12');
    // The header says what the figure is and why a staff filter empties it.
    const note = screen.getAllByTestId('report-note-kitchenLines')[0];
    expect(note.textContent).toContain('Lignes en cuisine');
    fireEvent.mouseEnter(note);
    expect(await screen.findByText(/Non suivies par employé/)).toBeTruthy();
  });

  it('formats durations with the texts of each language', () => {
    const t = (key: string, v: Record<string, string>) => `${key}:${v.h ?? ''}/${v.m}/${v.s}`;
    expect(formatDuration(65, t)).toBe('duration.ms:/1/05');
    expect(formatDuration(3600, t)).toBe('duration.hms:1/00/00');
    expect(formatDuration(-5, t)).toBe('-duration.ms:/0/05');
    expect(formatDuration(59.6, t)).toBe('duration.ms:/1/00');
  });
});
