// The buy box's media: the current image, thumbnails to pick one, arrow keys on the image and swipes on touch screens.
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { MediaItem } from '../../../wire/catalog.js';
import { srcsetOf } from '../../../wire/media-variants.js';
import { pageMessages } from '../../i18n/index.js';

/** Props of {@link Gallery}. */
export interface GalleryProps {
  items: MediaItem[];
  index: number;
  /** Takes the new index, or how to get it from the current one (several key presses before a render). */
  onIndex: (index: number | ((current: number) => number)) => void;
  /** Product name: the images' alternative text. */
  name: string;
}

/** One image at a time; ←/→ (mirrored right-to-left), swipes of 40 px or more, and thumbnails move through them. */
export function Gallery({ items, index, onIndex, name }: GalleryProps) {
  const t = pageMessages();
  const swipe = useRef(0);
  const count = items.length;
  const image = (items[index] ?? items[0])?.image;
  const go = (event: { currentTarget: EventTarget | null }, step: number) => {
    if (getComputedStyle(event.currentTarget as Element).direction === 'rtl') step = -step;
    onIndex((current) => (current + step + count) % count);
  };
  const stage = count > 1 && {
    role: 'group' as const,
    'aria-roledescription': 'carousel',
    'aria-label': `${t.images(name)}, ${t.imageOf(index + 1, count)}`,
    tabIndex: 0,
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
      if (step) {
        event.preventDefault();
        go(event, step);
      }
    },
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      swipe.current = event.clientX;
    },
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => {
      const dx = event.clientX - swipe.current;
      if (Math.abs(dx) >= 40) go(event, dx < 0 ? 1 : -1);
    },
  };
  return (
    <div className="gallery" part="media">
      <div className="stage" {...(stage || {})}>
        {image && (
          <img
            src={image.url}
            srcSet={srcsetOf(image.url, image.width)}
            sizes="27rem"
            alt={image.altText || name}
            width={image.width}
            height={image.height}
            draggable={false}
          />
        )}
      </div>
      {stage && (
        <div className="thumbs">
          {items.map((item, i) => (
            <button key={i} type="button" className="thumb" aria-label={t.imageOf(i + 1, count)} aria-pressed={i === index} onClick={() => onIndex(i)}>
              <img src={(item.thumbnail ?? item.image)?.url} alt="" width="56" height="56" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
