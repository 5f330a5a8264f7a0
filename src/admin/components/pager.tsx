// Previous and next buttons around "Page 2 of 5" for an offset-paged list.
import { t } from '../i18n/messages.js';

/** Props of {@link Pager}. */
export interface PagerProps {
  offset: number;
  pageSize: number;
  total: number;
  /** The "Page x of y" text. */
  pageOf: (page: number, pages: number) => string;
  onOffset: (offset: number) => void;
}

/** The pager under a list. */
export function Pager({ offset, pageSize, total, pageOf, onOffset }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.floor(offset / pageSize) + 1;
  return (
    <div className="pager">
      <button type="button" className="button" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - pageSize))}>
        {t().common.previous}
      </button>
      <span>{pageOf(page, pages)}</span>
      <button type="button" className="button" disabled={page >= pages} onClick={() => onOffset(offset + pageSize)}>
        {t().common.next}
      </button>
    </div>
  );
}
