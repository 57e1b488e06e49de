import { memo, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useParams } from 'react-router-dom';
import { IntlProvider, useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import { AppHeader, SiteFooter, primitives, type Locale } from '../../design-system';
import { catalogue, DEFAULT_LOCALE, intlLocale, isLocale, LOCALES } from '../i18n';
import { AuthProvider, useAuth } from '../auth/AuthProvider';
import { AccountCounters, AccountMenu } from '../features/account/AccountMenu';
import { LazyAccountModals } from '../features/account/LazyAccountModals';
import { CookieConsent } from '../features/layout/CookieConsent';
import { HeaderLiveSearch } from '../features/layout/HeaderLiveSearch';
import { footerSections, headerNav, moreLinks } from '../features/layout/navigation';
import { StartPreloader } from '../features/layout/StartPreloader';
import { HeadListenerProvider, type PageHead } from './head';
import { paths, switchLocale } from './paths';
import { useSiteConfig } from './siteConfig';

const Main = styled('main')(({ theme }) => ({
  maxWidth: primitives.layout.contentMaxWidth,
  margin: '0 auto',
  padding: theme.spacing(3, 2, 0),
  minHeight: '60vh',
}));

/**
 * The language switch: the page's own translation when the page names one (a material, a course), the parent
 * section when it says there is none, else the same address under the other locale. Switching reloads (spec §9).
 */
function localeHrefs(current: string, alternates: Alternates): Record<Locale, string> {
  const hrefs = {} as Record<Locale, string>;
  for (const locale of LOCALES) {
    const alternate = alternates?.[locale];
    const samePath = switchLocale(current, locale);
    hrefs[locale] =
      alternate ?? (alternate === null ? samePath.split(/[?#]/)[0].replace(/\/[^/]+$/, '') || paths.home(locale) : samePath);
  }
  return hrefs;
}

type Alternates = PageHead['alternates'] | null;
const sameAlternates = (a: Alternates, b: Alternates) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Header and footer re-render only when their props change: the layout re-renders whenever the session's state
 * or a page's head arrives (after hydration, on every navigation), and both are large trees of styled components.
 */
const Header = memo(AppHeader);
const Footer = memo(SiteFooter);

/**
 * Everything under /{locale} (the route's loader sends other values to /ru): the locale picks the interface
 * language; Back restores the scroll position, a new page starts at the top (or at the address's anchor).
 */
export function LocaleLayout() {
  const locale = useLocale();
  const location = useLocation();
  // What the header's language switch needs of the page's head (its translations): kept as it is when a page
  // declares the same again, so the header does not re-render for nothing.
  const [alternates, setAlternates] = useState<Alternates>(null);
  const onHead = useCallback((head: PageHead | null) => {
    const next = head?.alternates ?? null;
    setAlternates((previous) => (sameAlternates(previous, next) ? previous : next));
  }, []);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const current = location.pathname + location.search + location.hash;
  const hrefs = useMemo(() => localeHrefs(current, alternates), [current, alternates]);
  return (
    <IntlProvider locale={intlLocale[locale]} messages={catalogue(locale)} defaultLocale="ru-RU">
      <AuthProvider>
        <HeadListenerProvider onHead={onHead}>
          <SiteChrome locale={locale} pathname={location.pathname} localeHrefs={hrefs} />
          <LazyAccountModals />
          <ScrollRestoration />
        </HeadListenerProvider>
      </AuthProvider>
    </IntlProvider>
  );
}

/** Header, page and footer, inside the locale's IntlProvider (their labels are translated). */
function SiteChrome({ locale, pathname, localeHrefs }: { locale: Locale; pathname: string; localeHrefs: Record<Locale, string> }) {
  const intl = useIntl();
  const config = useSiteConfig();
  const { signedIn } = useAuth();
  const nav = useMemo(() => headerNav(locale, pathname), [locale, pathname]);
  const menuLinks = useMemo(() => moreLinks(locale, intl, config), [locale, intl, config]);
  const search = useMemo(() => <HeaderLiveSearch locale={locale} />, [locale]);
  const account = useMemo(
    () => (
      <>
        <AccountCounters />
        <AccountMenu />
      </>
    ),
    [],
  );
  const sections = useMemo(() => footerSections(locale, intl, config), [locale, intl, config]);
  const footerLinks = useMemo(
    () => ({ about: paths.about(locale), team: paths.team(locale), politics: paths.politics(locale), terms: paths.terms(locale) }),
    [locale],
  );
  return (
    <>
      <StartPreloader />
      {/* Header, page content and footer are Suspense boundaries: each hydrates after the providers, in slices
          React can interrupt, and at once where the reader presses (React's selective hydration). Nothing in them
          suspends, so the fallbacks never show. */}
      <Suspense fallback={null}>
        <Header
          locale={locale}
          homeHref={paths.home(locale)}
          nav={nav}
          menuLinks={menuLinks}
          localeHrefs={localeHrefs}
          search={search}
          account={account}
          compactBrand={signedIn}
        />
      </Suspense>
      <Main>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </Main>
      <Suspense fallback={null}>
        <Footer year={new Date().getFullYear()} sections={sections} links={footerLinks} />
      </Suspense>
      <CookieConsent locale={locale} />
    </>
  );
}

/** The locale of the current route (valid inside LocaleLayout). */
export function useLocale(): Locale {
  const { locale } = useParams();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
