// The store's colours on hosted pages and the dashboard's preview: the accent of the site settings, with text colours that keep WCAG AA contrast (light and dark).

/** The accent when a site sets none (or an unreadable one). */
export const DEFAULT_ACCENT = '#1f6feb';
/** The page background the accent's text colour must stand out from (the lightest surface is white, the darkest this). */
const PAGE_BACKGROUND: Rgb = [246, 247, 249];
/**
 * The dark scheme's page background and surface (--bg and --surface of src/hosted/styles/hosted.css in `prefers-color-scheme: dark`),
 * which the accent's dark text colour must stand out from; the dark tinted backgrounds (alerts, notes) are no lighter than the surface.
 */
const DARK_BACKGROUNDS: Rgb[] = [
  [15, 18, 22],
  [24, 28, 34],
];
const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [17, 20, 24];
/** WCAG 2 AA contrast for normal text. */
const AA = 4.5;

type Rgb = [number, number, number];

/** The CSS custom properties of a theme. */
export interface Theme {
  /** Button and highlight background: the site's accent. */
  accent: string;
  /** Text on the accent (white or ink, whichever reads better). */
  onAccent: string;
  /** The accent darkened until it reads as text (links, focus rings) on the page background. */
  accentText: string;
  /** The accent lightened until it reads as text (links, focus rings) on the dark scheme's page background and surface. */
  accentTextDark: string;
}

/** `#abc` or `#aabbcc` as RGB, or undefined. */
export function parseHexColor(value: unknown): Rgb | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match) return undefined;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join('') : match[1]!;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2 relative luminance. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The theme of an accent colour from the site settings (the default one when it is missing or not a hex colour). */
export function themeFor(accentColor: unknown): Theme {
  const accent = parseHexColor(accentColor) ?? parseHexColor(DEFAULT_ACCENT)!;
  const onAccent = contrastRatio(accent, WHITE) >= contrastRatio(accent, INK) ? WHITE : INK;
  let text = accent;
  // Mix in black a little at a time: the hue stays recognisable and the text reaches AA on the page background.
  for (let step = 1; contrastRatio(text, PAGE_BACKGROUND) < AA && step <= 20; step++) {
    text = accent.map((c) => c * (1 - step * 0.05)) as Rgb;
  }
  let darkText = accent;
  // Mix in white the same way for the dark scheme, until the text reaches AA on the darkest and the lightest dark background.
  for (let step = 1; Math.min(...DARK_BACKGROUNDS.map((bg) => contrastRatio(darkText, bg))) < AA && step <= 20; step++) {
    darkText = accent.map((c) => c + (255 - c) * step * 0.05) as Rgb;
  }
  return { accent: toHex(accent), onAccent: toHex(onAccent), accentText: toHex(text), accentTextDark: toHex(darkText) };
}

/**
 * The theme as CSS: a rule for `:root`, and the dark scheme's text colour of the accent in `prefers-color-scheme: dark` (the button
 * keeps the accent and its text colour in both). Only hex colours reach it, so it needs no escaping.
 */
export function themeCss(theme: Theme): string {
  return (
    `:root{--accent:${theme.accent};--on-accent:${theme.onAccent};--accent-text:${theme.accentText}}` +
    `@media (prefers-color-scheme:dark){:root{--accent-text:${theme.accentTextDark}}}`
  );
}

/**
 * The widget's theme on the owner's page (GET /widget/theme.css, imported by the loader): the accent and its text colour as the
 * elements' `--tote-accent` and `--tote-on-accent` on the page's root at zero specificity (`:where(:root)`), so that any value the page
 * sets itself (on `:root`, `html`, `body`, a wrapper or the elements) wins. Empty for the default accent (or none): the elements then
 * keep their own light and dark defaults. Only hex colours reach it, so it needs no escaping.
 */
export function widgetThemeCss(accentColor: unknown): string {
  const theme = themeFor(accentColor);
  if (theme.accent === DEFAULT_ACCENT) return '';
  return `:where(:root){--tote-accent:${theme.accent};--tote-on-accent:${theme.onAccent}}`;
}
