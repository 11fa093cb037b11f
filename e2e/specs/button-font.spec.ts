import { expect, type Page, test } from '@playwright/test';
import { buttonText, languageState, text, type UiLang } from '../support/fixtures';

// §9: button text is 10 px in English, French, Portuguese and Spanish, 16 px in the other languages.
const buttonFont = (page: Page) =>
  page.getByTestId('login-submit').evaluate((button) => getComputedStyle(button).fontSize);

async function openLoginIn(page: Page, lang: UiLang) {
  await page.goto('/#/login');
  await expect(page.getByTestId('login-submit')).toHaveText(buttonText(text(lang, 'auth:login.submit')));
}

test.describe('in English', () => {
  test.use({ storageState: languageState('en_GB') });
  test('the login button text is 10 px', async ({ page }) => {
    await openLoginIn(page, 'en_GB');
    expect(await buttonFont(page)).toBe('10px');
  });
});

test.describe('in Simplified Chinese', () => {
  test.use({ storageState: languageState('zh_CN') });
  test('the login button text is 16 px', async ({ page }) => {
    await openLoginIn(page, 'zh_CN');
    expect(await buttonFont(page)).toBe('16px');
  });
});
