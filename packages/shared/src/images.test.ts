import { describe, expect, it } from 'vitest';
import { LIST_CARD_IMAGE } from './first-screen';
import { storedImageSrcset } from './images';

describe('storedImageSrcset', () => {
  const hex = 'a'.repeat(32);
  it('names the WebP copies beside a stored image', () => {
    expect(storedImageSrcset(`/uploads/banners/${hex}.jpg`)).toBe(`/uploads/banners/${hex}-thumb.webp 320w, /uploads/banners/${hex}-medium.webp 800w`);
    expect(storedImageSrcset(`/uploads/profiles/${hex}.png`)).toBe(`/uploads/profiles/${hex}-thumb.webp 320w, /uploads/profiles/${hex}-medium.webp 800w`);
  });

  it('leaves alone what the server did not store: a Google picture, the no-image picture, an old name', () => {
    for (const url of ['https://lh3.googleusercontent.com/a/photo.jpg', '/noimage.jpg', '/uploads/banners/first.jpg', '', null, undefined]) {
      expect(storedImageSrcset(url), String(url)).toBeUndefined();
    }
  });

  it('gives the list cards the two WebP copies, no wider than a card needs', () => {
    expect(LIST_CARD_IMAGE.srcset(`/uploads/ads/${hex}-thumb.webp`, `/uploads/ads/${hex}.jpg`)).toBe(
      `/uploads/ads/${hex}-thumb.webp 320w, /uploads/ads/${hex}-medium.webp 800w`,
    );
    expect(LIST_CARD_IMAGE.srcset('/t.webp', 'https://example.com/p.jpg')).toBe('/t.webp 320w, https://example.com/p.jpg 1200w');
  });
});
