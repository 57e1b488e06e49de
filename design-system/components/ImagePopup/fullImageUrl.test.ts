import { describe, expect, it } from 'vitest';
import { fullImageUrl } from './fullImageUrl';

describe('fullImageUrl', () => {
  it('prefixes the file name with full_', () => {
    expect(fullImageUrl('/storage/images/menorah.jpg')).toBe('/storage/images/full_menorah.jpg');
    expect(fullImageUrl('/fixtures/synagogue.webp')).toBe('/fixtures/full_synagogue.webp');
  });

  it('handles a bare file name and a relative path', () => {
    expect(fullImageUrl('menorah.jpg')).toBe('full_menorah.jpg');
    expect(fullImageUrl('images/menorah.jpg')).toBe('images/full_menorah.jpg');
  });

  it('keeps the query and the hash', () => {
    expect(fullImageUrl('/storage/a.png?v=3')).toBe('/storage/full_a.png?v=3');
    expect(fullImageUrl('/storage/a.png#x')).toBe('/storage/full_a.png#x');
    expect(fullImageUrl('/storage/a.png?dir=/b/c.png')).toBe('/storage/full_a.png?dir=/b/c.png');
  });

  it('keeps the host of absolute and protocol-relative URLs', () => {
    expect(fullImageUrl('https://cdn.example.org/storage/a.jpg')).toBe('https://cdn.example.org/storage/full_a.jpg');
    expect(fullImageUrl('//cdn.example.org/a.jpg')).toBe('//cdn.example.org/full_a.jpg');
    expect(fullImageUrl('https://cdn.example.org')).toBe('https://cdn.example.org');
  });

  it('does not prefix twice', () => {
    expect(fullImageUrl('/storage/full_a.jpg')).toBe('/storage/full_a.jpg');
  });

  it('leaves URLs without a file name unchanged', () => {
    expect(fullImageUrl('')).toBe('');
    expect(fullImageUrl('/storage/')).toBe('/storage/');
    expect(fullImageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(fullImageUrl('blob:http://x/1')).toBe('blob:http://x/1');
  });
});
