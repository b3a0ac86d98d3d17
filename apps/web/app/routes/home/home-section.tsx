import type { ReactNode } from "react";

interface HomeSectionProps {
  /** The id of the section's h2, which names the section for screen readers. */
  id: string;
  title: string;
  /** For the hero, whose pictures speak for themselves: the heading is there for outline and screen readers. */
  hideTitle?: boolean;
  children: ReactNode;
}

export function HomeSection({ id, title, hideTitle = false, children }: HomeSectionProps) {
  return (
    <section className={`home-section home-section--${id}`} aria-labelledby={`home-${id}`}>
      <h2 id={`home-${id}`} className={hideTitle ? "visually-hidden" : "home-section__title"}>
        {title}
      </h2>
      {children}
    </section>
  );
}

interface SectionListProps<T> {
  /** Null when the section's call failed. */
  items: T[] | null;
  /** The spec's text for this section's failure (section 8 "Loading failures"). */
  errorText: string;
  emptyText: string;
  children: (items: T[]) => ReactNode;
}

/** A section's content, its failure text, or its empty text. */
export function SectionList<T>({ items, errorText, emptyText, children }: SectionListProps<T>) {
  if (items === null) return <p className="notice notice--error">{errorText}</p>;
  if (items.length === 0) return <p className="notice">{emptyText}</p>;
  return children(items);
}
