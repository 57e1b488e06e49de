import { memo, Suspense, useEffect, useMemo } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import useSWR from 'swr';
import { IntlProvider, useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import { AppHeader, SiteFooter, SkipLink, primitives, type Locale } from '../../design-system';
import { catalogue, intlLocale } from '../i18n';
import { AuthProvider, useAuth } from '../auth/AuthProvider';
import { AccountCounters, AccountMenu, LazyAccountModals } from '../features/account';
import { CookieConsent } from './layout/CookieConsent';
import { HeaderLiveSearch } from './layout/HeaderLiveSearch';
import { footerSections, headerNav, moreLinks } from './layout/navigation';
import { StartPreloader } from './layout/StartPreloader';
import { UntranslatedNotice } from './layout/UntranslatedNotice';
import { RouteAlternatesProvider } from '../shared/head';
import { alternatesOf, switchHrefs, type LocaleLinks } from '../shared/localeLinks';
import { withoutAddressModals } from '../shared/canonicalUrl';
import type { PrefetchContext, RouteHandle } from '../shared/pageRoute';
import { paths } from '../shared/paths';
import { useSiteConfig } from '../shared/siteConfig';
import { useLocale } from '../shared/useLocale';

const Main = styled('main')(({ theme }) => ({
  maxWidth: primitives.layout.contentMaxWidth,
  margin: '0 auto',
  padding: theme.spacing(3, 2, 0),
  minHeight: '60vh',
  // Focused by the skip link (tabIndex -1): no ring around the whole page.
  '&:focus': { outline: 'none' },
}));

/**
 * What the matched page says of its other language (RouteHandle.localeLinks of the deepest route that has one),
 * read in the layout's own render from the route's params and its data in SWR: on the server that is the
 * prefetched data, the same the browser hydrates with, so the header's links are the same on both sides (a page
 * reporting them from an effect made the server's switch lead to a 404 on Russian-only pages).
 */
function useRouteLocaleLinks(locale: Locale, search: string): LocaleLinks {
  const matches = useMatches();
  const match = matches.findLast((candidate) => (candidate.handle as RouteHandle | undefined)?.localeLinks);
  const source = (match?.handle as RouteHandle | undefined)?.localeLinks;
  const context: PrefetchContext = { locale, params: match?.params ?? {}, searchParams: new URLSearchParams(search) };
  // No fetcher: the page's own hook fetches the key; this only reads it (and re-renders when it arrives).
  const { data } = useSWR(source?.query?.(context).key ?? null, null);
  return source ? source.of(context, data) : {};
}

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
  const links = useRouteLocaleLinks(locale, location.search);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  // Kept as text, so the header (memo) re-renders only when a link changes, not for each new LocaleLinks object.
  const linksText = JSON.stringify(links);
  const { pathname, search } = location;
  const hrefs = useMemo(
    () => switchHrefs(withoutAddressModals(pathname + search), locale, JSON.parse(linksText) as LocaleLinks),
    [pathname, search, locale, linksText],
  );
  const alternates = useMemo(() => alternatesOf(pathname, locale, JSON.parse(linksText) as LocaleLinks), [pathname, locale, linksText]);
  return (
    <IntlProvider locale={intlLocale[locale]} messages={catalogue(locale)} defaultLocale="ru-RU">
      <AuthProvider>
        <RouteAlternatesProvider value={alternates}>
          <SiteChrome locale={locale} pathname={location.pathname} localeHrefs={hrefs} />
          <LazyAccountModals />
          <ScrollRestoration />
        </RouteAlternatesProvider>
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
      <SkipLink target="main" />
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
      <Main id="main" tabIndex={-1}>
        <UntranslatedNotice />
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
