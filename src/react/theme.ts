// The provider's `theme`: Tote's theme tokens (the elements' `--tote-*` custom properties) as a style for the wrapper they inherit from.
import type { CSSProperties } from 'react';

/** Tote's theme tokens, each the value of its `--tote-*` custom property (`onAccent` is `--tote-on-accent`). */
export interface ToteTheme {
  /** Buttons and links. @default #1f6feb (#4c8dff dark) */
  accent?: string;
  /** Text on the accent colour. @default #fff (#0b1a33 dark) */
  onAccent?: string;
  /** Corner radius. @default 10px */
  radius?: string;
  /** Panels' background. @default Canvas */
  surface?: string;
  /** Text. @default CanvasText */
  text?: string;
  /** Secondary text. */
  muted?: string;
  /** Borders. */
  border?: string;
  /** Loading placeholders. */
  skeleton?: string;
  /** Errors. @default #c62828 */
  danger?: string;
  /** Confirmations. @default #1f7a4a */
  success?: string;
  /** Shadows of the drawer and the modal. */
  shadow?: string;
  /** The spacing unit. @default 1rem */
  space?: string;
  /** Font family. @default inherited from the page */
  font?: string;
}

/** The theme as custom properties on an element that adds no box (`display: contents`): the elements inside inherit them. */
export function themeStyle(theme: ToteTheme): CSSProperties {
  const style: Record<string, string> = { display: 'contents' };
  for (const [token, value] of Object.entries(theme)) {
    if (typeof value === 'string') style[`--tote-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`] = value;
  }
  return style as CSSProperties;
}
