// Reads the data a hosted page's server-rendered shell put in its JSON element.
import type { HostedPageData, HostedPageName } from '../../wire/hosted-pages.js';
import { PAGE_DATA_ELEMENT_ID } from '../../wire/hosted-pages.js';

/** The page's data, checked to be of the expected page; throws when the shell is not a hosted page of that kind. */
export function readPageData<P extends HostedPageName>(page: P, doc: Document = document): Extract<HostedPageData, { page: P }> {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  const data = text ? (JSON.parse(text) as HostedPageData) : undefined;
  if (!data || data.page !== page) throw new Error(`This document is not the ${page} page`);
  return data as Extract<HostedPageData, { page: P }>;
}
