// The hosted pages' theme: the site's accent with readable text on it, a darker shade that reads as text, and a lighter one for the dark scheme.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio, DEFAULT_ACCENT, parseHexColor, themeCss, themeFor } from '../../../src/wire/theme.js';

/** The light page background and the dark scheme's page background and surface (src/hosted/styles/hosted.css). */
const LIGHT_PAGE = '#f6f7f9';
const DARK_PAGE = '#0f1216';
const DARK_SURFACE = '#181c22';

function contrast(a: string, b: string): number {
  return contrastRatio(parseHexColor(a)!, parseHexColor(b)!);
}

describe('themeFor', () => {
  it('puts white text on a dark accent and keeps an accent that already reads as text', () => {
    expect(themeFor('#1f2a44')).toMatchObject({ accent: '#1f2a44', onAccent: '#ffffff', accentText: '#1f2a44' });
  });

  it('puts dark text on a light accent and darkens it until links reach 4.5:1 on the page', () => {
    const theme = themeFor('#FFD400');
    expect(theme.accent).toBe('#ffd400');
    expect(theme.onAccent).toBe('#111418');
    expect(contrast(theme.accentText, LIGHT_PAGE)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.accent, theme.onAccent)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['the default accent', DEFAULT_ACCENT],
    ['a very dark accent', '#000080'],
    ['a very light accent', '#ffe000'],
  ])('gives %s text colours that reach 4.5:1 in both schemes, and keeps the button as it is', (_name, accent) => {
    const theme = themeFor(accent);
    expect(theme.accent).toBe(accent);
    expect(contrast(theme.accentText, LIGHT_PAGE), 'light page').toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.accentText, '#ffffff'), 'light surface').toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.accentTextDark, DARK_PAGE), 'dark page').toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.accentTextDark, DARK_SURFACE), 'dark surface').toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.accent, theme.onAccent), 'button').toBeGreaterThanOrEqual(4.5);
  });

  it('lightens a dark accent for the dark scheme and keeps a light one', () => {
    expect(themeFor('#000080').accentTextDark).not.toBe('#000080');
    expect(themeFor('#ffe000').accentTextDark).toBe('#ffe000');
  });

  it('reads three-digit colours and falls back to the default for anything that is not a hex colour', () => {
    expect(themeFor('#fff').accent).toBe('#ffffff');
    for (const bad of [undefined, '', 'red', '#12345', 'url(x)', '#1f6feb;}</style>', 42]) expect(themeFor(bad).accent, String(bad)).toBe('#1f6feb');
  });

  it('writes only hex colours into the CSS: the light rule, then the dark text colour of the accent', () => {
    expect(themeCss(themeFor('#0a0'))).toMatch(
      /^:root\{--accent:#[0-9a-f]{6};--on-accent:#[0-9a-f]{6};--accent-text:#[0-9a-f]{6}\}@media \(prefers-color-scheme:dark\)\{:root\{--accent-text:#[0-9a-f]{6}\}\}$/,
    );
  });

  it('checks contrast against the backgrounds hosted.css really has, light and dark (theme.ts keeps the dark ones too)', () => {
    const css = readFileSync(new URL('../../../src/hosted/styles/hosted.css', import.meta.url), 'utf8');
    const [light = '', dark = ''] = css.split('@media (prefers-color-scheme: dark)');
    const value = (block: string, name: string) => new RegExp(`${name}:\\s*(#[0-9a-f]{6})`).exec(block)?.[1];
    expect(value(light, '--bg')).toBe(LIGHT_PAGE);
    expect(value(dark, '--bg')).toBe(DARK_PAGE);
    expect(value(dark, '--surface')).toBe(DARK_SURFACE);
  });
});
