// The page's card and its heading: a heading that takes the focus when a new view replaces the old one.
import { useEffect, useRef, type ReactNode } from 'react';

/** Props of {@link Card}. */
export interface CardProps {
  children: ReactNode;
  /** `narrow` for sign-in forms, `wide` for the account and product. @default 'narrow' */
  width?: 'narrow' | 'wide';
  /** Accessible name of the region, by the id of its heading. */
  labelledBy?: string;
}

/** A white card centred on the page. */
export function Card({ children, width = 'narrow', labelledBy }: CardProps) {
  return (
    <section className={`card card-${width}`} aria-labelledby={labelledBy}>
      {children}
    </section>
  );
}

/** Props of {@link ViewHeading}. */
export interface ViewHeadingProps {
  children: ReactNode;
  id?: string;
  /** Focus the heading when it appears (a new view of the same page), so screen readers start there. @default false */
  focus?: boolean;
  /** @default 1 */
  level?: 1 | 2;
}

/** A view's heading, focusable by script only. */
export function ViewHeading({ children, id, focus = false, level = 1 }: ViewHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, []);
  const Tag = level === 1 ? 'h1' : 'h2';
  return (
    <Tag ref={ref} id={id} tabIndex={-1} className="view-heading">
      {children}
    </Tag>
  );
}
