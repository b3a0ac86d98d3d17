import {
  SIZE_GUIDE_FADE_MS,
  SIZE_GUIDE_SCROLL_DELAY_MS,
  SIZE_GUIDE_TABS,
  type SizeGuideTab,
} from "@nagai/contracts/size-guides";
import { type CSSProperties, type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from "react";
import { useHydrated } from "../../lib/use-hydrated";
import type { SizeGuide } from "./guides";
import { SizeChart } from "./size-chart";
import { TipCards } from "./tip-cards";

/** The fade's length, from the spec's figure, for the stylesheet's animation. */
const FADE_STYLE = { "--size-guide-fade": `${SIZE_GUIDE_FADE_MS}ms` } as CSSProperties;

const TAB_LABELS: Record<SizeGuideTab, string> = {
  guide: "Guide",
  chart: "Chart",
  tips: "Tips",
};

/**
 * A size guide (spec 001 section 2): three tabs, guide (default), chart and tips, and the PDF.
 *
 * Without JavaScript the tabs and the chart's sizes are buttons of GET forms, so each answers with
 * the page at `?tab=chart&size=12`, which the server renders with that tab open and that size
 * selected. Once hydrated the same buttons switch in place: the tabs become an ARIA tab list
 * (arrow keys, Home, End), a newly opened tab fades in over 150 ms, and opening the chart scrolls
 * to it after 100 ms (smoothly unless the shopper asks for reduced motion).
 */
export function SizeGuidePage({
  guide,
  initialTab,
  initialSelected,
}: {
  guide: SizeGuide;
  initialTab: SizeGuideTab;
  initialSelected: number;
}) {
  const hydrated = useHydrated();
  const [tab, setTab] = useState(initialTab);
  const [selected, setSelected] = useState(initialSelected);
  // Only a tab the shopper opens fades in: the page's first paint shows its content at once.
  const [switched, setSwitched] = useState(false);
  const chartRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<Partial<Record<SizeGuideTab, HTMLButtonElement | null>>>({});
  const scrollTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(scrollTimer.current), []);

  const { texts } = guide;

  function openTab(next: SizeGuideTab) {
    setTab(next);
    setSwitched(true);
    clearTimeout(scrollTimer.current);
    if (next !== "chart") return;
    scrollTimer.current = setTimeout(() => {
      const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      chartRef.current?.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
    }, SIZE_GUIDE_SCROLL_DELAY_MS);
  }

  function onTabClick(event: MouseEvent<HTMLButtonElement>, next: SizeGuideTab) {
    event.preventDefault();
    openTab(next);
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = SIZE_GUIDE_TABS.indexOf(tab);
    const last = SIZE_GUIDE_TABS.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = SIZE_GUIDE_TABS[target]!;
    openTab(next);
    tabRefs.current[next]?.focus();
  }

  const panelClass = (name: SizeGuideTab) =>
    `size-guide__panel${switched && tab === name ? " size-guide__panel--entering" : ""}`;

  return (
    <div className="size-guide" style={FADE_STYLE}>
      <header className="size-guide__header">
        <h1 className="size-guide__title">{texts.heading}</h1>
        <p className="size-guide__intro">{texts.intro}</p>
        <a className="button size-guide__download" href={texts.pdfPath} download>
          Download PDF Guide
        </a>
      </header>

      <form method="get" action={`${guide.path}#size-guide-tabs`} className="size-guide__tabs-form">
        <div
          id="size-guide-tabs"
          className="size-guide__tabs"
          role="tablist"
          aria-label={`${texts.heading} sections`}
        >
          {SIZE_GUIDE_TABS.map((name) => (
            <button
              key={name}
              ref={(element) => {
                tabRefs.current[name] = element;
              }}
              type="submit"
              name="tab"
              value={name}
              role="tab"
              id={`size-guide-tab-${name}`}
              aria-selected={tab === name}
              aria-controls={`size-guide-panel-${name}`}
              // Before hydration every tab is reachable with Tab; after, arrow keys move between them.
              tabIndex={hydrated && tab !== name ? -1 : 0}
              className="size-guide__tab"
              onClick={(event) => onTabClick(event, name)}
              onKeyDown={onTabKeyDown}
            >
              {TAB_LABELS[name]}
            </button>
          ))}
        </div>
      </form>

      <section
        id="size-guide-panel-guide"
        role="tabpanel"
        aria-labelledby="size-guide-tab-guide"
        hidden={tab !== "guide"}
        className={panelClass("guide")}
      >
        <h2>How to measure</h2>
        <div className="size-guide__methods">
          {texts.methods.map((method) => (
            <div key={method.title} className="size-guide__card">
              <h3>{method.title}</h3>
              <ol>
                {method.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </div>
          ))}
        </div>
        <h2>Adjust for your fit</h2>
        <div className="size-guide__advice">
          {guide.advice.map((group) => (
            <div key={group.title} className="size-guide__card">
              <h3>{group.title}</h3>
              <dl className="size-guide__figures">
                {group.items.map((item) => (
                  <div key={item.when}>
                    <dt>{item.when}</dt>
                    <dd>{item.adjust}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </div>
        <p className="size-guide__next">
          Found your measurement?{" "}
          <a
            href={`${guide.path}?tab=chart#size-guide-tabs`}
            onClick={(event) => {
              event.preventDefault();
              openTab("chart");
              tabRefs.current.chart?.focus();
            }}
          >
            Find it in the size chart
          </a>
        </p>
      </section>

      <section
        id="size-guide-panel-chart"
        role="tabpanel"
        aria-labelledby="size-guide-tab-chart"
        hidden={tab !== "chart"}
        className={panelClass("chart")}
      >
        <SizeChart guide={guide} selected={selected} onSelect={setSelected} chartRef={chartRef} />
      </section>

      <section
        id="size-guide-panel-tips"
        role="tabpanel"
        aria-labelledby="size-guide-tab-tips"
        hidden={tab !== "tips"}
        className={panelClass("tips")}
      >
        <TipCards tips={texts.tips} hydrated={hydrated} />
        <h2>Technical notes</h2>
        <dl className="size-guide__notes">
          {texts.notes.map((note) => (
            <div key={note.title} className="size-guide__card">
              <dt>{note.title}</dt>
              <dd>{note.text}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
