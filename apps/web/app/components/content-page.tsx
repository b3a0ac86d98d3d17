import { type ReactNode, useId } from "react";
import { Link } from "react-router";

/** One titled part of a content page; its id is the address the table of contents links to. */
export interface ContentSection {
  id: string;
  title: string;
  content: ReactNode;
}

interface ContentPageProps {
  /** A word above the heading saying what kind of page this is: "Policies", "About Nagai". */
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  /** A line under the lead: when a policy took effect, say. */
  note?: ReactNode;
  sections: readonly ContentSection[];
  /** A table of contents beside the sections; by default on pages of four sections or more. */
  contents?: boolean;
  /** After the sections: links on to related pages, say. */
  children?: ReactNode;
  /** A modifier class on the page, for a page's own layout of its sections. */
  className?: string;
}

/** Pages this long get a table of contents: fewer sections fit on a phone's screen or two. */
const CONTENTS_FROM_SECTIONS = 4;

/**
 * The shell of the shop's text pages (policies, about, FAQ, legal, team, typography): a heading
 * with its lead, the sections, and on a long page a table of contents, sticky beside the text on
 * a desktop and before it on a phone. Each section is a landmark named by its heading, so a
 * screen reader lists the page's parts as the table of contents does. Pure markup: no script.
 */
export function ContentPage({
  eyebrow,
  title,
  lead,
  note,
  sections,
  contents = sections.length >= CONTENTS_FROM_SECTIONS,
  children,
  className,
}: ContentPageProps) {
  return (
    <article className={`content-page${contents ? " content-page--contents" : ""} ${className ?? ""}`}>
      <header className="content-page__header">
        {eyebrow && <p className="content-page__eyebrow">{eyebrow}</p>}
        <h1 className="content-page__title">{title}</h1>
        <p className="content-page__lead">{lead}</p>
        {note && <p className="content-page__note">{note}</p>}
      </header>
      {contents && (
        <nav className="content-toc" aria-labelledby="content-toc-title">
          <h2 id="content-toc-title" className="content-toc__title">
            On this page
          </h2>
          <ol className="content-toc__list">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className="content-page__body">
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            className="content-section"
            aria-labelledby={`${section.id}-title`}
          >
            <h2 id={`${section.id}-title`} className="content-section__title">
              {section.title}
            </h2>
            {section.content}
          </section>
        ))}
        {children}
      </div>
    </article>
  );
}

/** A list of links on to other pages, at the end of a content page. */
export function ContentLinks({
  title,
  links,
}: {
  title: string;
  links: readonly { to: string; label: string }[];
}) {
  const titleId = useId();
  return (
    <nav className="content-links" aria-labelledby={titleId}>
      <h2 id={titleId} className="content-links__title">
        {title}
      </h2>
      <ul className="content-links__list">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A page's key figures as terms and their details: "Cancel" within "2 hours of placing the order". */
export function ContentFacts({ facts }: { facts: readonly { term: string; detail: ReactNode }[] }) {
  return (
    <dl className="content-facts">
      {facts.map((fact) => (
        <div key={fact.term} className="content-facts__item">
          <dt>{fact.term}</dt>
          <dd>{fact.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
