import { Flex, Typography } from 'antd';

/**
 * A colour chooser for forms: suggested swatches plus the browser's own picker, value a `#rrggbb` string.
 * antd's ColorPicker is not used on purpose: antd's button styles import its preset module statically,
 * so once any page used it, its code (and Collapse's) landed in chunks the login page loads (issue 3's budget).
 */
export const SUGGESTED_COLOURS = [
  '#389e0d',
  '#08979c',
  '#1677ff',
  '#2f54eb',
  '#722ed1',
  '#c41d7f',
  '#cf1322',
  '#d4380d',
  '#d46b08',
  '#d48806',
  '#7cb305',
  '#595959',
];

interface ColourFieldProps {
  id?: string;
  value?: string | null;
  onChange?: (hex: string) => void;
  presets?: readonly string[];
  'data-testid'?: string;
}

const swatchStyle = (colour: string, chosen: boolean) => ({
  width: 24,
  height: 24,
  borderRadius: 4,
  background: colour,
  cursor: 'pointer',
  border: chosen ? '2px solid #000' : '1px solid #d9d9d9',
  outline: chosen ? '2px solid #fff' : undefined,
  outlineOffset: -4,
  padding: 0,
});

export function ColourField({ id, value, onChange, presets = SUGGESTED_COLOURS, ...rest }: ColourFieldProps) {
  const current = (value ?? '').toLowerCase();
  return (
    <Flex gap={6} wrap align="center" data-testid={rest['data-testid']}>
      {presets.map((colour) => (
        <button
          key={colour}
          type="button"
          aria-label={colour}
          aria-pressed={current === colour}
          style={swatchStyle(colour, current === colour)}
          onClick={() => onChange?.(colour)}
        />
      ))}
      <input
        id={id}
        type="color"
        value={/^#[0-9a-f]{6}$/.test(current) ? current : '#000000'}
        onChange={(e) => onChange?.(e.target.value)}
        style={{ width: 40, height: 28, padding: 0, border: 'none', background: 'none', cursor: 'pointer' }}
      />
      <Typography.Text code>{current || '—'}</Typography.Text>
    </Flex>
  );
}
