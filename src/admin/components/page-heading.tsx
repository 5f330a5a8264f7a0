// A page's one <h1>: it names the page in the tab's title and takes the focus when the page opens (screen readers hear it).
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { t } from '../i18n/messages.js';

/** The heading of a page, focused when `text` changes (a new page). */
export function PageHeading({ text, children }: { text: string; children?: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${text} · ${t().common.appName}`;
    ref.current?.focus({ preventScroll: true });
  }, [text]);
  return (
    <div className="page-head">
      <h1 ref={ref} tabIndex={-1}>
        {text}
      </h1>
      {children}
    </div>
  );
}
