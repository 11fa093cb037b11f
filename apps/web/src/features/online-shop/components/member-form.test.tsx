import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n';
import { storeLang } from '../../../shared/i18n/lang';
import { MemberForm } from './member-form';
import { fakeApi, renderWithQuery } from './test-support';

// An online member needs a phone or an e-mail (the contract's rule, shown before sending); with one it is sent with
// the defaults of the ordering switches, and the page goes back to the list.

beforeAll(async () => {
  storeLang('en_GB');
  await initI18n('en_GB');
});

const SAVE = '/online/member/save';

describe('MemberForm', { timeout: 30_000 }, () => {
  it('asks for a phone or an e-mail, then saves', async () => {
    const api = fakeApi({ [SAVE]: (body: Record<string, unknown>) => ({ ...body, id: 1 }) });
    renderWithQuery(
      <MemoryRouter initialEntries={['/readmeApp/vipEdit']}>
        <Routes>
          <Route path="/readmeApp/vipEdit" element={<MemberForm />} />
          <Route path="/readmeApp/vipList" element={<div data-testid="back-at-list" />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.change(await screen.findByTestId('member-form-name'), { target: { value: 'Ada Quay' } });
    fireEvent.click(screen.getByTestId('member-form-save'));
    expect(await screen.findByText('Enter a phone number or an e-mail')).toBeTruthy();
    expect(api.bodiesTo(SAVE)).toHaveLength(0);
    fireEvent.change(screen.getByTestId('member-form-email'), { target: { value: 'ada@example.test' } });
    fireEvent.click(screen.getByTestId('member-form-save'));
    await waitFor(() => expect(api.bodiesTo(SAVE)).toHaveLength(1));
    expect(api.bodiesTo(SAVE)[0]).toMatchObject({
      name: 'Ada Quay',
      email: 'ada@example.test',
      phone: '',
      payOnDelivery: true,
      payInStore: true,
      orderLimit: 0,
      frozen: false,
      memberId: null,
      addresses: [],
    });
    // Saved, the form goes back to the list.
    expect(await screen.findByTestId('back-at-list')).toBeTruthy();
  });
});
