import type { IntlShape } from 'react-intl';
import type { FooterLink, Locale, MenuLink, NavItem } from '../../../design-system';
import { paths } from '../../shared/paths';
import type { SiteConfig } from '../../shared/siteConfig';
import { layoutMessages as m } from '../../shared/navigationMessages';

/** The site's sections, in the order the header and the footer list them. */
const SECTIONS = [
  { key: 'materials', path: paths.materials },
  { key: 'courses', path: paths.courses },
  { key: 'books', path: paths.books },
  { key: 'map', path: paths.map },
] as const satisfies { key: NavItem['key'] & keyof typeof m; path: (locale: Locale) => string }[];

/** The header's sections (wide screens show them in the bar, phones in the menu). */
export function headerNav(locale: Locale, pathname: string): NavItem[] {
  return SECTIONS.map(({ key, path }) => {
    const href = path(locale);
    return { key, href, active: pathname === href || pathname.startsWith(`${href}/`) };
  });
}

/**
 * Every other place of the site: the mobile menu lists them below the sections and the footer lists all of
 * them. Russian-only pages are left out under /en; external sites only when configured.
 */
export function moreLinks(locale: Locale, intl: IntlShape, config: Pick<SiteConfig, 'professionsUrl' | 'documentaryUrl'>): MenuLink[] {
  const links: MenuLink[] = [
    { key: 'team', label: intl.formatMessage(m.team), href: paths.team(locale) },
    { key: 'about', label: intl.formatMessage(m.about), href: paths.about(locale) },
    { key: 'hashtags', label: intl.formatMessage(m.hashtags), href: paths.hashtagsLanding(locale) },
    { key: 'search', label: intl.formatMessage(m.search), href: paths.search(locale) },
  ];
  if (locale === 'ru') {
    links.push(
      { key: 'gallery', label: intl.formatMessage(m.gallery), href: paths.virtualGallery(locale) },
      { key: 'ashkenazi', label: intl.formatMessage(m.ashkenazi), href: paths.ashkenaziTable(locale) },
    );
  }
  if (config.professionsUrl)
    links.push({ key: 'professions', label: intl.formatMessage(m.professions), href: config.professionsUrl, external: true });
  if (config.documentaryUrl)
    links.push({ key: 'documentary', label: intl.formatMessage(m.documentary), href: config.documentaryUrl, external: true });
  return links;
}

/** The footer's section list: the header's sections, then the rest. */
export function footerSections(locale: Locale, intl: IntlShape, config: Pick<SiteConfig, 'professionsUrl' | 'documentaryUrl'>): FooterLink[] {
  const sections: FooterLink[] = SECTIONS.map(({ key, path }) => ({ key, label: intl.formatMessage(m[key]), href: path(locale) }));
  // About and team are in the footer's project line already.
  return [...sections, ...moreLinks(locale, intl, config).filter((link) => link.key !== 'team' && link.key !== 'about')];
}
