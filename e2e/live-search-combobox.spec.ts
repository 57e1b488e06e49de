import { expect, test } from '@playwright/test';

test('the header search is a combobox: arrows move into the results, Enter opens the active one', async ({ page }) => {
  await page.goto('/ru');
  const field = page.locator('header').getByRole('combobox', { name: 'Поиск по сайту' });
  await field.fill('шаббат');
  const listbox = page.locator('header').getByRole('listbox', { name: 'Результаты поиска' });
  await expect(listbox.getByRole('option').first()).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await expect(field).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!);

  await field.press('ArrowDown');
  const firstResult = listbox.getByRole('group', { name: 'Материалы' }).getByRole('option').filter({ hasNot: page.getByText(/Показать все/) }).first();
  await expect(field).toHaveAttribute('aria-activedescendant', (await firstResult.getAttribute('id'))!);
  await expect(firstResult).toHaveAttribute('aria-selected', 'true');
  await expect(field).toBeFocused();
  await field.press('ArrowDown');
  await field.press('ArrowUp');
  await expect(field).toHaveAttribute('aria-activedescendant', (await firstResult.getAttribute('id'))!);

  const href = (await firstResult.getAttribute('href'))!;
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('Escape leaves the results first, then closes the panel', async ({ page }) => {
  await page.goto('/ru');
  const field = page.locator('header').getByRole('combobox', { name: 'Поиск по сайту' });
  await field.fill('шаббат');
  await expect(page.locator('header').getByRole('option').first()).toBeVisible();
  await field.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', /.+/);
  await field.press('Escape');
  await expect(field).not.toHaveAttribute('aria-activedescendant', /.+/);
  await field.press('Escape');
  await expect(page.locator('header').getByRole('listbox')).toHaveCount(0);
});

test('Enter on a misspelt word goes to the search page with the "did you mean" note', async ({ page }) => {
  await page.goto('/ru');
  const field = page.locator('header').getByRole('combobox', { name: 'Поиск по сайту' });
  await field.fill('шабат');
  await expect(page.getByTestId('search-suggestion')).toContainText('шаббат');
  await field.press('Enter');
  await expect(page).toHaveURL(`/ru/search?search=${encodeURIComponent('шабат')}`);
  await expect(page.getByTestId('did-you-mean')).toContainText('«шабат»');
  await expect(page.getByTestId('did-you-mean').getByRole('link', { name: 'шаббат' })).toBeVisible();
  await expect(page.getByTestId('article-result').first()).toBeVisible();
});

test('the header search form has a submit button, on every page (pa11y: a form needs one)', async ({ page }) => {
  for (const path of ['/ru', '/en/materials', '/ru/map']) {
    await page.goto(path);
    const form = page.locator('header form[role="search"]');
    await expect(form.locator('button[type="submit"]'), path).toHaveCount(1);
  }
  await page.goto('/ru');
  await page.locator('header').getByRole('combobox', { name: 'Поиск по сайту' }).fill('шаббат');
  await expect(page.locator('header').getByRole('option').first()).toBeVisible();
  await page.locator('header').getByRole('button', { name: 'Найти' }).click();
  await expect(page).toHaveURL(`/ru/search?search=${encodeURIComponent('шаббат')}`);
});
