import { describe, expect, it } from 'vitest';
import { DATE_FORMATS, localStampText } from '../src/date-formats';
import { UI_LANGS } from '../src/languages';

describe('date formats', () => {
  it('has one date format for every interface language', () => {
    expect(Object.keys(DATE_FORMATS).sort()).toEqual([...UI_LANGS].sort());
  });

  it('writes local days and times the language’s way, to the minute', () => {
    expect(localStampText('2026-05-30', 'en_GB')).toBe('30/05/2026');
    expect(localStampText('2026-05-30 13:05', 'zh_CN')).toBe('2026/05/30 13:05');
    expect(localStampText('2026-05-30 13:05:09', 'pt_PT')).toBe('30/05/2026 13:05');
    expect(localStampText('2026-W47', 'fr_FR')).toBe('2026-W47');
    expect(localStampText('Espresso', 'es_ES')).toBe('Espresso');
  });
});
