import { describe, expect, it } from 'vitest';
import { alternatesOf, nowhereElse, ruOnly, switchHrefs, translationsFromSlugs, untranslatedSource } from './localeLinks';
import { paths } from './paths';

const context = { locale: 'ru' as const, params: {}, searchParams: new URLSearchParams() };

describe('locale links', () => {
  it('a page in both languages: the same path and query in the other one, and an hreflang for each', () => {
    expect(switchHrefs('/ru/materials?tags=1', 'ru', {})).toEqual({ ru: '/ru/materials?tags=1', en: '/en/materials?tags=1' });
    expect(alternatesOf('/en/about-team', 'en', {})).toEqual({ ru: '/ru/about-team', en: '/en/about-team' });
  });

  it('a translation with its own slug', () => {
    const links = { translations: translationsFromSlugs({ ru: 'purim', en: 'purim-festival' }, paths.material) };
    expect(switchHrefs('/ru/materials/purim', 'ru', links)).toEqual({ ru: '/ru/materials/purim', en: '/en/materials/purim-festival' });
    expect(alternatesOf('/ru/materials/purim', 'ru', links)).toEqual({ ru: '/ru/materials/purim', en: '/en/materials/purim-festival' });
  });

  it('no translation: the switch goes to the nearest section (default the home page), and there is no hreflang', () => {
    const material = { translations: translationsFromSlugs({ ru: 'klezmer', en: null }, paths.material), nearest: { en: '/en/materials' } };
    expect(switchHrefs('/ru/materials/klezmer?pin=1', 'ru', material)).toEqual({
      ru: '/ru/materials/klezmer?pin=1',
      en: '/en/materials#untranslated=%2Fru%2Fmaterials%2Fklezmer',
    });
    expect(alternatesOf('/ru/materials/klezmer', 'ru', material)).toEqual({ ru: '/ru/materials/klezmer', en: null });
    const gallery = ruOnly(paths.home('en')).of(context, undefined);
    expect(switchHrefs('/ru/virtual-gallery', 'ru', gallery)).toEqual({ ru: '/ru/virtual-gallery', en: '/en#untranslated=%2Fru%2Fvirtual-gallery' });
    expect(alternatesOf('/ru/virtual-gallery', 'ru', gallery).en).toBeNull();
    expect(switchHrefs('/en/nowhere', 'en', nowhereElse.of(context, undefined))).toEqual({ ru: '/ru', en: '/en/nowhere' });
    // A material that does not exist: its list in the other language, with no 'no translation' notice.
    const missing = { translations: translationsFromSlugs(undefined, paths.material), nearest: { en: '/en/materials' }, missing: true };
    expect(switchHrefs('/ru/materials/no-such', 'ru', missing).en).toBe('/en/materials');
  });

  it('the page a reader came from by the switch is read back from the fragment, only as a path of the site', () => {
    expect(untranslatedSource('#untranslated=%2Fru%2Fvirtual-gallery')).toEqual({ path: '/ru/virtual-gallery', locale: 'ru' });
    expect(untranslatedSource('#untranslated=%2Fen%2Fmaterials%2Fx')).toEqual({ path: '/en/materials/x', locale: 'en' });
    for (const hash of ['', '#top', '#untranslated=https%3A%2F%2Fevil.example', '#untranslated=%2F%2Fevil.example%2Fru', '#untranslated=%2Fde%2Fx', '#untranslated=%2Fru%2Fx%3Fa%3D1']) {
      expect(untranslatedSource(hash), hash).toBeNull();
    }
  });

  it('a Russian-only page under /en (the 404 page) switches back to itself in Russian', () => {
    expect(switchHrefs('/en/da-for-educators', 'en', ruOnly('/en/hashtags-landing').of(context, undefined))).toEqual({
      ru: '/ru/da-for-educators',
      en: '/en/da-for-educators',
    });
  });
});
