// The resized versions of uploaded images as clients see them: which exist, their URLs, and the srcset of an image.
import { describe, expect, it } from 'vitest';
import { srcsetOf, variantUrl, variantWidths } from '../../../src/wire/media-variants.js';

const ORIGINAL = 'https://shop.example/media/tote-demo/0123456789abcdef0123456789abcdef/original.png';
const FOLDER = 'https://shop.example/media/tote-demo/0123456789abcdef0123456789abcdef/';

describe('media variants', () => {
  it('makes only versions narrower than the original', () => {
    expect(variantWidths(2000)).toEqual([160, 320, 640, 1280]);
    expect(variantWidths(640)).toEqual([160, 320]);
    expect(variantWidths(160)).toEqual([]);
  });

  it('gives the srcset of an uploaded image: its versions, then the original at its own width', () => {
    expect(srcsetOf(ORIGINAL, 800)).toBe(`${FOLDER}w160.webp 160w,${FOLDER}w320.webp 320w,${FOLDER}w640.webp 640w,${ORIGINAL} 800w`);
    expect(variantUrl(ORIGINAL, 320)).toBe(`${FOLDER}w320.webp`);
  });

  it('gives a srcset of the original alone for a small image (a leading comma is allowed in srcset)', () => {
    expect(srcsetOf(ORIGINAL, 120)).toBe(`,${ORIGINAL} 120w`);
  });

  it('gives no srcset for library images and other sites', () => {
    expect(srcsetOf('https://shop.example/media/classic-tee-navy.svg', 800)).toBeUndefined();
    expect(srcsetOf('https://images.example.com/mug/original.jpg', 800)).toBeUndefined();
    expect(variantUrl('https://images.example.com/a.jpg', 160)).toBeUndefined();
  });
});
