import { expect, test, type APIRequestContext } from '@playwright/test';
import { newReader, signInBrowser } from './readers';

/**
 * Profile → courses → history lists only the courses the reader opened (issue 19, item 8): materials are shared
 * by several courses, and opening one course used to put every course sharing its first material in the history
 * ("Прочитано 0 из 4" of courses never opened).
 */
type Course = { id: number; slug: string; title: string; materials: { id: number }[] };

async function coursesOf(request: APIRequestContext, lang: string): Promise<Course[]> {
  const list = (await (await request.get(`/api/courses?lang=${lang}&per_page=50`)).json()) as { slug: string }[];
  return Promise.all(list.map(async ({ slug }) => (await (await request.get(`/api/courses/${slug}?lang=${lang}`)).json()) as Course));
}

for (const lang of ['ru', 'en'] as const) {
  test(`${lang}: a course opened is in the history, a course sharing its first material is not`, async ({ page, request }) => {
    const courses = await coursesOf(request, lang);
    // A course whose first material is in another course too: the case that went wrong.
    const opened = courses.find((c) => courses.some((o) => o.id !== c.id && o.materials.some((m) => m.id === c.materials[0].id)));
    expect(opened, 'a course sharing its first material').toBeDefined();
    const sharing = courses.filter((o) => o.id !== opened!.id && o.materials.some((m) => m.id === opened!.materials[0].id));

    const reader = await newReader(request, 'history');
    const recorded = page.waitForResponse((r) => r.url().endsWith('/api/user/add-to-active') && r.ok());
    await signInBrowser(page, reader.token, `/${lang}/courses/${opened!.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: opened!.title })).toBeVisible();
    await recorded;

    await page.goto(`/${lang}/profile/courses`);
    const history = page.getByTestId('profile-courses-history');
    await expect(history).toContainText(opened!.title);
    await expect(history.getByTestId('course-card')).toHaveCount(1);
    for (const other of sharing) await expect(history).not.toContainText(other.title);
  });
}
