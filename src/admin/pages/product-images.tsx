// The images of the product form: upload by file input or drag-and-drop, thumbnails in order, moved earlier or later, removed.
import { useLayoutEffect, useRef, useState } from 'react';
import type { Product } from '../../wire/catalog.js';
import { addProductMedia, orderProductMedia, removeProductMedia, uploadImage, type UploadedImage } from '../api/product-media-api.js';
import { reasonOf } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import { notify } from '../state/admin-actions.js';

/** The types the store's image check takes. */
const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** A saved product's images as the form shows them. */
export function imagesOf(product: Product): UploadedImage[] {
  return product.media.items.map((item) => ({
    id: item.id,
    url: item.image?.url ?? '',
    thumbnailUrl: item.thumbnail?.url ?? item.image?.url ?? '',
    title: item.title || product.name,
  }));
}

/** Props of {@link ProductImages}. */
export interface ProductImagesProps {
  /** The saved product whose images change at once; undefined for a new product (the images wait for its creation). */
  productId: string | undefined;
  images: UploadedImage[];
  /** The images after a change (shown at once; a refused change comes back with the images as they were). */
  onImages: (images: UploadedImage[]) => void;
}

/** The images section. */
export function ProductImages({ productId, images, onImages }: ProductImagesProps) {
  const texts = t().product;
  const [busy, setBusy] = useState(false);
  const [over, setOver] = useState(false);
  const focusAfter = useRef<string | undefined>(undefined);
  const list = useRef<HTMLOListElement>(null);
  useLayoutEffect(() => {
    // After a move, focus stays on the button that moved the image (or its neighbour when that one is now disabled).
    const wanted = focusAfter.current;
    if (!wanted || !list.current) return;
    focusAfter.current = undefined;
    const [id, action] = wanted.split(' ');
    const buttons = [...list.current.querySelectorAll<HTMLButtonElement>('button[data-image]')].filter((b) => b.dataset.image === id);
    (buttons.find((b) => b.dataset.action === action && !b.disabled) ?? buttons.find((b) => !b.disabled))?.focus();
  });

  /** Applies a change at once; for a saved product sends it and rolls back with the server's reason when refused. */
  const change = async (next: UploadedImage[], send: (() => Promise<void>) | undefined, done: string) => {
    const before = images;
    onImages(next);
    if (!send) return;
    try {
      await send();
      notify('success', done);
    } catch (error) {
      onImages(before);
      notify('error', reasonOf(error));
    }
  };
  const upload = async (files: readonly File[]) => {
    if (files.length === 0) return;
    setBusy(true);
    let current = images;
    try {
      for (const file of files) {
        const image = await uploadImage(file);
        if (productId) await addProductMedia(productId, [image.id]);
        current = [...current.filter((i) => i.id !== image.id), image];
        onImages(current);
      }
      notify('success', texts.uploaded);
    } catch (error) {
      notify('error', reasonOf(error));
    } finally {
      setBusy(false);
    }
  };
  const move = (index: number, delta: -1 | 1) => {
    const next = [...images];
    const [image] = next.splice(index, 1);
    if (!image) return;
    next.splice(index + delta, 0, image);
    focusAfter.current = `${image.id} ${delta < 0 ? 'earlier' : 'later'}`;
    void change(
      next,
      productId
        ? () =>
            orderProductMedia(
              productId,
              next.map((i) => i.id),
            )
        : undefined,
      texts.imagesOrdered,
    );
  };
  const remove = (index: number) => {
    const image = images[index];
    if (!image) return;
    void change(
      images.filter((i) => i.id !== image.id),
      productId ? () => removeProductMedia(productId, image.id) : undefined,
      texts.imageRemoved,
    );
  };

  return (
    <section className="panel" aria-labelledby="images-title">
      <h2 id="images-title">{texts.images}</h2>
      <p className="hint">{productId ? texts.imagesHint : `${texts.imagesHint} ${texts.pendingImagesHint}`}</p>
      {images.length === 0 ? (
        <p>{texts.noImages}</p>
      ) : (
        <ol className="thumbs thumbs-edit" ref={list}>
          {images.map((image, i) => (
            <li key={image.id}>
              <img src={image.thumbnailUrl} alt={texts.imageAlt(i + 1, image.title)} width={96} height={96} />
              <div className="thumb-actions">
                <button
                  type="button"
                  className="button button-small"
                  data-image={image.id}
                  data-action="earlier"
                  aria-label={texts.moveEarlier(i + 1)}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                >
                  ←
                </button>
                <button
                  type="button"
                  className="button button-small"
                  data-image={image.id}
                  data-action="later"
                  aria-label={texts.moveLater(i + 1)}
                  disabled={i === images.length - 1}
                  onClick={() => move(i, 1)}
                >
                  →
                </button>
                <button type="button" className="button button-small" data-image={image.id} aria-label={texts.removeImage(i + 1)} onClick={() => remove(i)}>
                  {texts.remove}
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div
        className="drop-zone"
        data-over={over ? 'true' : undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          void upload([...(event.dataTransfer?.files ?? [])]);
        }}
      >
        <span>{texts.dropZone}</span>{' '}
        <label className="button" aria-disabled={busy ? 'true' : undefined}>
          {busy ? texts.uploading : texts.chooseImages}
          <input
            className="visually-hidden"
            type="file"
            multiple
            accept={ACCEPTED}
            disabled={busy}
            onChange={(event) => {
              const input = event.currentTarget as HTMLInputElement;
              void upload([...(input.files ?? [])]).finally(() => {
                input.value = '';
              });
            }}
          />
        </label>
      </div>
    </section>
  );
}
