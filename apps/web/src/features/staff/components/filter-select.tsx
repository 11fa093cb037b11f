import { Select } from 'antd';

/**
 * A filter of the staff pages: one of `options`, or none (`all`, the placeholder) once cleared. `searchable` lets a
 * long list be typed into.
 */
export function FilterSelect<V extends number | string>({
  value,
  onChange,
  options,
  all,
  label,
  loading,
  searchable,
  minWidth = 160,
  testId,
}: {
  value?: V;
  onChange: (value?: V) => void;
  options?: { value: V; label: string }[];
  all: string;
  label: string;
  loading?: boolean;
  searchable?: boolean;
  minWidth?: number;
  testId: string;
}) {
  return (
    <Select<V>
      allowClear
      showSearch={searchable ? { optionFilterProp: 'label' } : undefined}
      placeholder={all}
      value={value}
      onChange={(v?: V) => onChange(v)}
      options={options}
      loading={loading}
      style={{ minWidth }}
      aria-label={label}
      data-testid={testId}
    />
  );
}
