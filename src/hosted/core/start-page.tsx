// Starts a hosted page: reads its data, loads the texts of its store's language, then renders it into #root.
import type { ReactNode } from 'react';
import type { HostedPageData, HostedPageName } from '../../wire/hosted-pages.js';
import { loadMessages } from '../i18n/messages.js';
import { mount } from './mount.js';
import { readPageData } from './page-data.js';

/** Renders the page of `page` once its texts are loaded (the shell's "Loading…" stays until then). */
export async function startPage<P extends HostedPageName>(page: P, render: (data: Extract<HostedPageData, { page: P }>) => ReactNode): Promise<void> {
  const data = readPageData(page);
  await loadMessages(data.store.locale);
  mount(render(data));
}
