// The texts a hosted page shows (English for now; the page's `lang` follows the texts).
import { en, type Messages } from './en.js';

/** The texts of the page. */
export function messages(): Messages {
  return en;
}
