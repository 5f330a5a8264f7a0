// The images tied to choices (Colour: Blue → the blue photo): for each choice of a saved product, one of its images or none, saved at once.
import { useState } from 'react';
import type { ProductOption } from '../../wire/catalog.js';
import { setChoiceImage, type UploadedImage } from '../api/product-media-api.js';
import { SelectField } from '../components/field.js';
import { reasonOf } from '../core/server-errors.js';
import { t } from '../i18n/messages.js';
import { notify } from '../state/admin-actions.js';

/** Props of {@link ChoiceImages}. */
export interface ChoiceImagesProps {
  productId: string;
  /** The saved product's options (a choice typed but not saved yet has no image until the product is saved). */
  options: ProductOption[];
  /** The product's images as the images section shows them now. */
  images: UploadedImage[];
}

/** The key of a choice of an option. */
const keyOf = (option: string, choice: string) => JSON.stringify([option, choice]);

/** The section; nothing while the product has no options or no images. */
export function ChoiceImages({ productId, options, images }: ChoiceImagesProps) {
  const texts = t().product;
  const [tied, setTied] = useState<Record<string, string>>(() =>
    Object.fromEntries(options.flatMap((o) => o.choices.map((c) => [keyOf(o.name, c.description), c.media?.mainMedia?.id ?? '']))),
  );
  if (options.length === 0 || images.length === 0) return null;

  /** Shows the choice's new image at once, saves it, and puts the old one back with the store's reason when refused. */
  const change = async (option: string, choice: string, mediaId: string) => {
    const key = keyOf(option, choice);
    const before = tied[key] ?? '';
    setTied((all) => ({ ...all, [key]: mediaId }));
    try {
      await setChoiceImage(productId, option, choice, mediaId || undefined);
      notify('success', texts.choiceImageSaved(choice));
    } catch (error) {
      setTied((all) => ({ ...all, [key]: before }));
      notify('error', reasonOf(error));
    }
  };
  const choices = [{ value: '', label: texts.noChoiceImage }, ...images.map((image, i) => ({ value: image.id, label: texts.imageAlt(i + 1, image.title) }))];
  return (
    <section className="panel" aria-labelledby="choice-images-title">
      <h2 id="choice-images-title">{texts.choiceImages}</h2>
      <p className="hint">{texts.choiceImagesHint}</p>
      {options.map((option) => (
        <div className="field-row" key={option.name}>
          {option.choices.map((choice) => {
            const current = tied[keyOf(option.name, choice.description)] ?? '';
            return (
              <SelectField
                key={choice.description}
                label={texts.choiceImageLabel(option.name, choice.description)}
                value={images.some((image) => image.id === current) ? current : ''}
                options={choices}
                onValue={(mediaId) => void change(option.name, choice.description, mediaId)}
              />
            );
          })}
        </div>
      ))}
    </section>
  );
}
