import { act, render, screen } from '@testing-library/react';
import { UI_LANGS } from '@tillbook/contract';
import { Button } from 'antd';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../shared/i18n/i18n';
import { buttonFontSize } from '../shared/ui/theme';
import { Providers } from './providers';

// §9: button text is 10 px in English, French, Portuguese and Spanish, 16 px in the other languages, and it follows
// the interface language when the user switches it.
beforeAll(async () => {
  await initI18n('en_GB');
});

describe('button font size by language', () => {
  it('is 10 px for the Latin-script languages and 16 px for Chinese', () => {
    expect(Object.fromEntries(UI_LANGS.map((l) => [l, buttonFontSize(l)]))).toEqual({
      zh_CN: 16,
      zh_TW: 16,
      en_GB: 10,
      es_ES: 10,
      fr_FR: 10,
      pt_PT: 10,
    });
  });

  it('styles the buttons through the theme of the current language', async () => {
    render(
      <Providers>
        <Button data-testid="probe">OK</Button>
      </Providers>,
    );
    // antd writes the size as a CSS variable of the theme; jsdom does not resolve var(), so look it up here.
    const fontSize = () => {
      const style = getComputedStyle(screen.getByTestId('probe'));
      const variable = /^var\((--[\w-]+)\)$/.exec(style.fontSize)?.[1];
      return variable ? style.getPropertyValue(variable).trim() : style.fontSize;
    };
    expect(fontSize()).toBe('10px');
    await act(() => i18n.changeLanguage('zh_CN'));
    expect(fontSize()).toBe('16px');
    await act(() => i18n.changeLanguage('fr_FR'));
    expect(fontSize()).toBe('10px');
  });
});
