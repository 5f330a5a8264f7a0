// The buy box's and the hosted product page's main image offer the resized versions of an uploaded image in a srcset, and nothing else for other URLs.
import { render } from 'preact';
import { describe, expect, it } from 'vitest';
import { Gallery as PageGallery } from '../../../src/hosted/pages/product/gallery.js';
import { Gallery } from '../../../src/widget/components/buy-box/gallery.js';
import type { MediaItem } from '../../../src/wire/catalog.js';

const FOLDER = 'http://localhost:8787/media/tote-demo/0123456789abcdef0123456789abcdef/';

function item(url: string, width: number, height: number): MediaItem {
  return { id: url, mediaType: 'image', title: 'x', image: { url, width, height } } as MediaItem;
}

function mainImage(node: preact.ComponentChild, selector: string): HTMLImageElement {
  const root = document.createElement('div');
  render(node, root);
  return root.querySelector(selector) as HTMLImageElement;
}

describe('srcset of the main image', () => {
  it('lists the WebP versions and the original of an uploaded image in the buy box', () => {
    const img = mainImage(<Gallery items={[item(`${FOLDER}original.jpg`, 700, 350)]} index={0} onIndex={() => {}} name="Lamp" />, '.stage img');
    expect(img.getAttribute('srcset')).toBe(`${FOLDER}w160.webp 160w,${FOLDER}w320.webp 320w,${FOLDER}w640.webp 640w,${FOLDER}original.jpg 700w`);
    expect(img.getAttribute('sizes')).toBe('27rem');
  });

  it('lists them on the hosted product page too', () => {
    const img = mainImage(<PageGallery items={[item(`${FOLDER}original.png`, 400, 400)]} current={0} onShow={() => {}} name="Lamp" />, '.gallery-main img');
    expect(img.getAttribute('srcset')).toBe(`${FOLDER}w160.webp 160w,${FOLDER}w320.webp 320w,${FOLDER}original.png 400w`);
  });

  it('adds no srcset to a library or external image', () => {
    const img = mainImage(
      <Gallery items={[item('http://localhost:8787/media/classic-tee-navy.svg', 800, 800)]} index={0} onIndex={() => {}} name="Tee" />,
      '.stage img',
    );
    expect(img.hasAttribute('srcset')).toBe(false);
  });
});
