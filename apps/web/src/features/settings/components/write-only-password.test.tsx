import { fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n';
import { storeLang } from '../../../shared/i18n/lang';
import { WriteOnlyPassword } from './write-only-password';

// The value is what the save sends: undefined keeps the stored password, a string sets one, null removes it.

beforeAll(async () => {
  storeLang('en_GB');
  await initI18n('en_GB');
});

/** The field as a form holds it: the value follows each change. */
function Harness({
  initial,
  stored,
  onChange,
}: {
  initial?: string | null;
  stored: boolean;
  onChange: (v: unknown) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <WriteOnlyPassword
      value={value}
      stored={stored}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
      testId="pw"
      ariaLabel="Password 1"
    />
  );
}

const renderField = (props: { value?: string | null; stored: boolean }) => {
  const onChange = vi.fn();
  render(
    <Suspense fallback={null}>
      <Harness initial={props.value} stored={props.stored} onChange={onChange} />
    </Suspense>,
  );
  return onChange;
};

describe('WriteOnlyPassword', () => {
  it('says a stored password is set, never shows it, and can remove it', async () => {
    const onChange = renderField({ stored: true });
    expect(await screen.findByTestId('pw-set')).toHaveProperty('textContent', 'Set');
    expect(screen.getByTestId('pw')).toHaveProperty('value', '');
    fireEvent.click(screen.getByTestId('pw-clear'));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByTestId('pw-removed')).toBeTruthy();
  });

  it('sets a typed password; an emptied field keeps the stored one', async () => {
    const onChange = renderField({ stored: true });
    fireEvent.change(await screen.findByTestId('pw'), { target: { value: 'Pin-1' } });
    expect(onChange).toHaveBeenLastCalledWith('Pin-1');
    fireEvent.change(screen.getByTestId('pw'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('shows a removal until saved, which can be undone', async () => {
    const onChange = renderField({ stored: true, value: null });
    expect(await screen.findByTestId('pw-removed')).toBeTruthy();
    expect(screen.queryByTestId('pw')).toBeNull();
    fireEvent.click(screen.getByTestId('pw-undo'));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(screen.getByTestId('pw-set')).toBeTruthy();
  });

  it('offers no removal when nothing is stored', async () => {
    renderField({ stored: false });
    await screen.findByTestId('pw');
    expect(screen.queryByTestId('pw-set')).toBeNull();
    expect(screen.queryByTestId('pw-clear')).toBeNull();
  });
});
