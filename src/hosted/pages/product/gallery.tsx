// The product's pictures: the chosen one large, the others as buttons that show them.
import type { MediaItem } from '../../../wire/catalog.js';
import { srcsetOf } from '../../../wire/media-variants.js';
import { messages } from './texts.js';

/** Props of {@link Gallery}. */
export interface GalleryProps {
  name: string;
  items: MediaItem[];
  /** Index of the picture shown large. */
  current: number;
  onShow: (index: number) => void;
}

/** The gallery; nothing when the product has no pictures. */
export function Gallery({ name, items, current, onShow }: GalleryProps) {
  const t = messages().product;
  const images = items.filter((item) => item.image);
  if (images.length === 0) return <div className="gallery gallery-empty" aria-hidden="true" />;
  const shown = images[Math.min(current, images.length - 1)]!;
  return (
    <div className="gallery">
      <div className="gallery-main">
        <img
          src={shown.image!.url}
          srcSet={srcsetOf(shown.image!.url, shown.image!.width)}
          sizes="(max-width: 48rem) 100vw, 30rem"
          alt={shown.image!.altText || (images.length > 1 ? t.imageOf(name, images.indexOf(shown) + 1, images.length) : name)}
          width={shown.image!.width || undefined}
          height={shown.image!.height || undefined}
        />
      </div>
      {images.length > 1 && (
        <ul className="gallery-thumbs">
          {images.map((item, i) => (
            <li key={item.id}>
              <button
                type="button"
                className="thumb"
                aria-label={t.showImage(i + 1)}
                aria-current={item === shown ? 'true' : undefined}
                onClick={() => onShow(i)}
              >
                <img src={(item.thumbnail ?? item.image)!.url} alt="" width={56} height={56} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
