import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageSrcSet, imageUrl, lcpPicture, ogImageUrl, pictureSources, storagePath, variantWidth } from './images.ts';

describe('imageUrl', () => {
  it('addresses a variant of a picture under /storage/, given relative or with /storage/', () => {
    expect(imageUrl('covers/materials/x.webp', 310)).toBe('/img/310/webp/covers/materials/x.webp');
    expect(imageUrl('/storage/covers/materials/x.webp', 640, 'avif')).toBe('/img/640/avif/covers/materials/x.webp');
    expect(imageUrl('uploads/photo.JPG', 1920)).toBe('/img/1920/webp/uploads/photo.JPG');
  });

  it('rounds a width up to the next one the server makes (the largest beyond)', () => {
    expect(imageUrl('a.webp', 300)).toBe('/img/310/webp/a.webp');
    expect(imageUrl('a.webp', 620)).toBe('/img/640/webp/a.webp');
    expect(imageUrl('a.webp', 5000)).toBe('/img/1920/webp/a.webp');
    expect(variantWidth(1)).toBe(178);
    expect(IMAGE_WIDTHS.every((w) => variantWidth(w) === w)).toBe(true);
  });

  it('encodes each segment of the path', () => {
    expect(imageUrl('covers/a b.webp', 310)).toBe('/img/310/webp/covers/a%20b.webp');
  });

  it('returns external addresses, other site paths and what is not a picture unchanged', () => {
    for (const path of [
      'https://example.org/a.webp',
      '//cdn.example.org/a.webp',
      'data:image/png;base64,AAAA',
      '/images/logo.png',
      'audio/a.ogg',
      'covers/../secret.webp',
      '/storage/.variants/a.webp',
      '',
    ]) {
      expect(imageUrl(path, 310)).toBe(path);
    }
  });
});

describe('imageSrcSet', () => {
  it('lists each width once, ascending, with its w descriptor', () => {
    expect(imageSrcSet('covers/x.webp', [310, 620])).toBe('/img/310/webp/covers/x.webp 310w, /img/640/webp/covers/x.webp 640w');
    expect(imageSrcSet('/storage/covers/x.webp', [960, 480, 480, 470], 'avif')).toBe(
      '/img/480/avif/covers/x.webp 480w, /img/960/avif/covers/x.webp 960w',
    );
  });

  it('has none for an external address or no widths', () => {
    expect(imageSrcSet('https://example.org/a.webp', [310])).toBeUndefined();
    expect(imageSrcSet('covers/x.webp', [])).toBeUndefined();
    expect(imageSrcSet('audio/a.ogg', [310])).toBeUndefined();
  });
});

describe('ogImageUrl', () => {
  it("addresses the share picture of a stored picture, else the site's own", () => {
    expect(ogImageUrl('covers/materials/x.webp')).toBe('/img/og/covers/materials/x.webp.jpg');
    expect(ogImageUrl('/storage/covers/materials/x.webp')).toBe('/img/og/covers/materials/x.webp.jpg');
    expect(ogImageUrl(null)).toBe('/img/og/site.jpg');
    expect(ogImageUrl(undefined)).toBe('/img/og/site.jpg');
    expect(ogImageUrl('audio/a.ogg')).toBe('/img/og/site.jpg');
  });

  it('is absolute with the public URL, and keeps an external address', () => {
    expect(ogImageUrl('covers/x.webp', 'https://site.example/')).toBe('https://site.example/img/og/covers/x.webp.jpg');
    expect(ogImageUrl(null, 'https://site.example')).toBe('https://site.example/img/og/site.jpg');
    expect(ogImageUrl('https://example.org/a.jpg', 'https://site.example')).toBe('https://example.org/a.jpg');
  });
});

describe('storagePath', () => {
  it('is the path under /storage/ of a picture, or null', () => {
    expect(storagePath('/storage/a/b.png')).toBe('a/b.png');
    expect(storagePath('a/b.png?v=2')).toBe('a/b.png');
    expect(storagePath('a//b.png')).toBeNull();
    expect(storagePath(null)).toBeNull();
  });
});

describe('pictureSources and lcpPicture', () => {
  const placement = { widths: [310, 640], sizes: '100vw' };

  it('gives AVIF and WebP srcsets of a stored picture', () => {
    expect(pictureSources('/storage/covers/a.jpg', placement.widths)).toEqual({
      srcSet: '/img/310/webp/covers/a.jpg 310w, /img/640/webp/covers/a.jpg 640w',
      avifSrcSet: '/img/310/avif/covers/a.jpg 310w, /img/640/avif/covers/a.jpg 640w',
    });
  });

  it('gives nothing for a picture the server cannot resize', () => {
    expect(pictureSources('https://example.org/a.jpg', placement.widths)).toBeUndefined();
    expect(pictureSources('/storage/audio/a.mp3', placement.widths)).toBeUndefined();
  });

  it('preloads what the <picture> asks for: the typed AVIF srcset with the sizes', () => {
    expect(lcpPicture('/storage/covers/a.jpg', placement)).toEqual({
      src: '/storage/covers/a.jpg',
      srcSet: '/img/310/avif/covers/a.jpg 310w, /img/640/avif/covers/a.jpg 640w',
      sizes: '100vw',
      type: 'image/avif',
    });
    expect(lcpPicture('https://example.org/a.jpg', placement)).toEqual({ src: 'https://example.org/a.jpg' });
    expect(lcpPicture(null, placement)).toBeNull();
  });
});
