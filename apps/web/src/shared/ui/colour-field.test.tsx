import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { ColourField } from './colour-field';

function Harness({ onSubmit }: { onSubmit: (v: { color: string }) => void }) {
  return (
    <Form initialValues={{ color: '#1677ff' }} onFinish={onSubmit}>
      <Form.Item name="color" label="Colour">
        <ColourField data-testid="colour" />
      </Form.Item>
      <button type="submit">save</button>
    </Form>
  );
}

describe('ColourField', () => {
  it('marks the current colour and puts a chosen swatch into the form as #rrggbb', async () => {
    const submitted: string[] = [];
    render(<Harness onSubmit={(v) => submitted.push(v.color)} />);
    expect(screen.getByRole('button', { name: '#1677ff' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '#cf1322' }));
    expect(screen.getByRole('button', { name: '#cf1322' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '#1677ff' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByText('save'));
    await waitFor(() => expect(submitted).toEqual(['#cf1322']));
  });

  it('takes any colour from the browser picker, labelled by the form item', () => {
    render(<Harness onSubmit={() => {}} />);
    const picker = screen.getByLabelText('Colour') as HTMLInputElement;
    expect(picker.type).toBe('color');
    fireEvent.change(picker, { target: { value: '#123456' } });
    expect(screen.getByText('#123456')).toBeTruthy();
    expect(picker.value).toBe('#123456');
  });
});
