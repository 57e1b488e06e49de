import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { useNavigationFocus } from './navigationFocus';

/** The app's frame in small: a header link, the main region (the skip link's target) and the page in it. */
function Layout() {
  useNavigationFocus();
  return (
    <>
      <header>
        <Link to="/ru/courses">Курсы</Link>
        <input aria-label="Поиск" />
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

function setUp() {
  const router = createMemoryRouter(
    [
      {
        path: '/ru',
        Component: Layout,
        children: [
          {
            index: true,
            element: (
              <ul>
                <li><Link to="/ru/materials/shabbat">Шаббат</Link></li>
                <li><Link to="/ru/materials/purim">Пурим</Link></li>
              </ul>
            ),
          },
          { path: 'materials/:slug', element: <h1>Материал</h1> },
          { path: 'courses', element: <h1>Курсы</h1> },
        ],
      },
    ],
    { initialEntries: ['/ru'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** A keyboard reader: the link focused, then Enter (a click on it). */
const follow = (link: HTMLElement) => {
  link.focus();
  fireEvent.click(link);
};

describe("focus across the app's navigations", () => {
  it("a followed card link goes with its page: focus moves to the new page's main region, not to the document", async () => {
    setUp();
    follow(screen.getByRole('link', { name: 'Пурим' }));
    await screen.findByRole('heading', { name: 'Материал' });
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('a header link stays on screen: focus still moves into the new page', async () => {
    setUp();
    follow(screen.getByRole('link', { name: 'Курсы' }));
    await screen.findByRole('heading', { name: 'Курсы' });
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('Back puts focus on the link that was followed from that page', async () => {
    const router = setUp();
    follow(screen.getByRole('link', { name: 'Пурим' }));
    await screen.findByRole('heading', { name: 'Материал' });
    await act(() => router.navigate(-1));
    await screen.findByRole('link', { name: 'Пурим' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Пурим' }));
  });

  it('focus the reader put in a field that stays is left there (a search that opens its results page)', async () => {
    const router = setUp();
    const field = screen.getByRole('textbox', { name: 'Поиск' });
    field.focus();
    await act(() => router.navigate('/ru/courses'));
    await screen.findByRole('heading', { name: 'Курсы' });
    expect(document.activeElement).toBe(field);
  });
});
