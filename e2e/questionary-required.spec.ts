import { expect, test } from '@playwright/test';
import { newReader, signInBrowser } from './readers';

/**
 * The educator questionnaire's required answers are required (issue 19, item 5): an empty questionnaire is not
 * "saved"; each missing answer says so in the reader's language, what was typed stays, and the server refuses the
 * same (server/test/routes/questionary.test.ts).
 */
const texts = {
  ru: {
    organisation: 'Школа, вуз или организация',
    city: 'Город',
    usage: 'Как вы будете пользоваться инструментом?',
    comment: 'Что-то ещё',
    send: 'Отправить анкету',
    organisationRequired: 'Укажите школу, вуз или организацию.',
    cityRequired: 'Укажите город.',
    usageRequired: 'Расскажите, как вы будете пользоваться инструментом.',
    saved: 'Спасибо! Анкета сохранена',
  },
  en: {
    organisation: 'School, university or organisation',
    city: 'City',
    usage: 'How will you use the tool?',
    comment: 'Anything else',
    send: 'Send the questionnaire',
    organisationRequired: 'Enter your school, university or organisation.',
    cityRequired: 'Enter your city.',
    usageRequired: 'Tell us how you will use the educators’ tool.',
    saved: 'Thank you! The questionnaire is saved',
  },
} as const;

for (const lang of ['ru', 'en'] as const) {
  test(`${lang}: an empty questionnaire is refused with a message per answer, then saved once answered`, async ({ page, request }) => {
    const t = texts[lang];
    const reader = await newReader(request, 'questionary');
    await signInBrowser(page, reader.token, `/${lang}/profile/questionary`);
    const saves: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/api/user/questionary') && r.request().method() === 'POST') saves.push(r.status());
    });
    await page.getByRole('textbox', { name: t.comment }).fill('Later');
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByRole('textbox', { name: t.organisation })).toHaveAccessibleDescription(t.organisationRequired);
    await expect(page.getByRole('textbox', { name: t.city })).toHaveAccessibleDescription(t.cityRequired);
    await expect(page.getByRole('textbox', { name: t.usage })).toHaveAccessibleDescription(t.usageRequired);
    await expect(page.getByRole('status')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: t.comment })).toHaveValue('Later');
    expect(saves).toEqual([]);

    await page.getByRole('textbox', { name: t.organisation }).fill('School 5');
    await page.getByRole('textbox', { name: t.city }).fill('Haifa');
    await page.getByRole('textbox', { name: t.usage }).fill('Lessons on the holidays');
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByRole('status')).toContainText(t.saved);
    expect(saves).toEqual([200]);
    const stored = (await (await request.get('/api/user/questionary', { headers: reader.auth })).json()) as { questionary: { city: string; comment: string } };
    expect(stored.questionary).toMatchObject({ city: 'Haifa', comment: 'Later' });
  });
}
