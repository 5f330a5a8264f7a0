// A catalog description (HTML from the merchant) as plain paragraphs: no markup reaches the page, so nothing needs sanitising.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the entities descriptions use (named basics and numeric ones). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The paragraphs of a description: block tags and line breaks split it, every other tag is dropped. */
export function descriptionParagraphs(html: string | undefined): string[] {
  if (!html) return [];
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<\s*(br|\/p|\/div|\/li|\/h[1-6])\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .split(/\n+/)
    .map((line) => decodeEntities(line).replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return text;
}
