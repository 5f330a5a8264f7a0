// Renders a page's component into the shell's #root (the "Loading…" text is replaced).
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** Replaces #root's placeholder with the page. */
export function mount(page: ReactNode): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  root.textContent = '';
  createRoot(root).render(page);
}
