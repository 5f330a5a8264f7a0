// The hosted pages' theme: the site's accent with readable text on it and a darker shade that reads as text.
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColor, themeCss, themeFor } from '../../../src/wire/theme.js';

describe('themeFor', () => {
  it('puts white text on a dark accent and keeps an accent that already reads as text', () => {
    expect(themeFor('#1f2a44')).toEqual({ accent: '#1f2a44', onAccent: '#ffffff', accentText: '#1f2a44' });
  });

  it('puts dark text on a light accent and darkens it until links reach 4.5:1 on the page', () => {
    const theme = themeFor('#FFD400');
    expect(theme.accent).toBe('#ffd400');
    expect(theme.onAccent).toBe('#111418');
    expect(contrastRatio(parseHexColor(theme.accentText)!, [246, 247, 249])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(parseHexColor(theme.accent)!, parseHexColor(theme.onAccent)!)).toBeGreaterThanOrEqual(4.5);
  });

  it('reads three-digit colours and falls back to the default for anything that is not a hex colour', () => {
    expect(themeFor('#fff').accent).toBe('#ffffff');
    for (const bad of [undefined, '', 'red', '#12345', 'url(x)', '#1f6feb;}</style>', 42]) expect(themeFor(bad).accent, String(bad)).toBe('#1f6feb');
  });

  it('writes only hex colours into the CSS rule', () => {
    expect(themeCss(themeFor('#0a0'))).toMatch(/^:root\{--accent:#[0-9a-f]{6};--on-accent:#[0-9a-f]{6};--accent-text:#[0-9a-f]{6}\}$/);
  });
});
