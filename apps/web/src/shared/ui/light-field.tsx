import useToken from 'antd/es/theme/useToken';
import type { CSSProperties, ReactNode } from 'react';

/**
 * The text of an antd form (font, size, line height, colour), for a `<form>` of `LightField`s: their labels, errors
 * and links then read as in antd's Form.
 */
export function useFormText(): CSSProperties {
  const [, token] = useToken();
  return {
    fontFamily: token.fontFamily,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    color: token.colorText,
  };
}

/**
 * A labelled field drawn like an item of antd's vertical `Form` (label above; the error in the space under the
 * input, so nothing moves when it shows), without antd's Form: the login page is the first page, and antd's Form
 * brings its validator, grid and tooltips along. `id` is the input's; the error describes it (`<id>_help`).
 */
export function LightField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  const [, token] = useToken();
  const line = token.fontSize * token.lineHeight;
  return (
    <div style={{ marginBottom: token.marginLG }}>
      <div style={{ paddingBottom: token.paddingXS }}>
        <label htmlFor={id} title={label}>
          {label}
        </label>
      </div>
      {children}
      {error ? (
        <div id={`${id}_help`} style={{ color: token.colorError, marginBottom: -line }}>
          {error}
        </div>
      ) : null}
    </div>
  );
}

/** The props an input in a `LightField` takes for its state: error colour and the ARIA links to label and error. */
export const fieldState = (id: string, error: string | undefined) => ({
  id,
  status: error ? ('error' as const) : undefined,
  'aria-required': true,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}_help` : undefined,
});
