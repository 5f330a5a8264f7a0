// Renders a page's component into the shell's #root (the "Loading…" text is replaced).
import { render, type ComponentChildren } from 'preact';

/** Replaces #root's placeholder with the page. */
export function mount(page: ComponentChildren): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  root.textContent = '';
  render(page, root);
}
