// Product descriptions from other shops: HTML cut down to the tags a catalog description allows.
import sanitizeHtml from 'sanitize-html';

/** Tags a product description keeps; everything else is unwrapped (its text stays) or, for scripts and styles, dropped. */
export const DESCRIPTION_TAGS = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4'] as const;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...DESCRIPTION_TAGS],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Text of these never shows: drop it with the tag.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math'],
  // Shopify's editor writes <b>, <i> and <h1>; keep their meaning in the allowed tags.
  transformTags: { b: 'strong', i: 'em', h1: 'h2', h5: 'h4', h6: 'h4' },
};

/** The description HTML with only {@link DESCRIPTION_TAGS}, links with http(s) or mailto only, no attributes besides `href`. */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
