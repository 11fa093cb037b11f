import { render, waitFor } from '@testing-library/react';
import { Form, type FormInstance, Input } from 'antd';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { applyServerIssues } from './rules';

describe('applyServerIssues', () => {
  it('puts an issue on a list field (path with a numeric index) next to that field', async () => {
    let form: FormInstance | undefined;
    function Harness() {
      const [f] = Form.useForm();
      form = f;
      return (
        <Form form={f} initialValues={{ lines: [{ quantity: '1' }, { quantity: '2' }] }}>
          <Form.List name="lines">
            {(fields) =>
              fields.map((field) => (
                <Form.Item key={field.key} name={[field.name, 'quantity']}>
                  <Input />
                </Form.Item>
              ))
            }
          </Form.List>
        </Form>
      );
    }
    render(<Harness />);
    const err = new ApiError(1001, 'bad', { issues: [{ path: 'lines.1.quantity', message: 'too many' }] }, 'toast');
    expect(applyServerIssues(form as FormInstance, err)).toBe(true);
    await waitFor(() => expect(form?.getFieldError(['lines', 1, 'quantity'])).toEqual(['too many']));
    expect(form?.getFieldError(['lines', 0, 'quantity'])).toEqual([]);
  });
});
