import enGB from 'antd/es/locale/en_GB';
import zhCN from 'antd/es/locale/zh_CN';
import { describe, expect, it } from 'vitest';
import { withDateFormats } from './third-party-locales';

describe('antd locales', () => {
  it('give every date picker the language’s one date format', () => {
    const en = withDateFormats(enGB, 'en_GB').DatePicker?.lang as Record<string, unknown>;
    expect(en.fieldDateFormat).toBe('DD/MM/YYYY');
    expect(en.fieldDateTimeFormat).toBe('DD/MM/YYYY HH:mm');
    expect(en.locale).toBe(enGB.DatePicker?.lang.locale);
    const zh = withDateFormats(zhCN, 'zh_CN').DatePicker?.lang as Record<string, unknown>;
    expect(zh.fieldDateFormat).toBe('YYYY/MM/DD');
    // antd's own object is left as it was.
    expect((enGB.DatePicker?.lang as Record<string, unknown> | undefined)?.fieldDateFormat).toBeUndefined();
  });
});
