import { type KeyboardEvent, type MouseEvent, useRef } from "react";
import { data, Link, type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { Picture } from "../components/picture";
import { Price } from "../components/price";
import { type CardProduct, ProductCard, selectCardFields } from "../components/product-card";
import { createApiClient } from "../lib/api";
import { describeInformationPage } from "../lib/information-page";
import { CATALOGUE_ONLY, cataloguePageHeaders, SHARED_PAGE } from "../lib/page-cache";
import { revalidateUnlessPersonalChange } from "../lib/personal-state";
import { getDisplayPrice } from "../lib/price";
import { useHydrated } from "../lib/use-hydrated";
import type { Route } from "./+types/classification";
import {
  CLASSIFICATION_TABS,
  type ClassificationTab,
  type ClassificationTabId,
  getListingHref,
  readTab,
} from "./classification/tabs";

/**
 * Classification (spec 001: tabs Rings, Earrings, Necklaces, Bracelets, Armlets, Anklets "with
 * static sample cards linking to /shop-detail, plus a Trending Products list"): here the cards are
 * real pieces of each category from the catalogue, and the trending list is the catalogue's
 * Top_Trending pieces. Every tab's cards are in the server's HTML, so a hydrated page switches tabs
 * at once; without JavaScript each tab is a link to `?tab=`, which the server renders selected.
 */

/** A row of the wide layout: a sample, with a link to all of them. */
const CARDS_PER_TAB = 4;
const TRENDING_COUNT = 6;
/** Must match classification.css: 2 columns on phones, 4 from 600 px, beside the trending list from 1024 px. */
const CARD_SIZES = "(min-width: 1100px) 180px, (min-width: 1024px) 18vw, (min-width: 600px) 24vw, 48vw";

interface TabCards {
  id: ClassificationTabId;
  /** Null when the catalogue could not be read. */
  cards: CardProduct[] | null;
  total: number;
}

type TrendingPiece = Pick<CardProduct, "SNO" | "PRODUCTNAME" | "MRP"> & {
  picture: string | null;
  price: number;
};

// Only catalogue data: kept for visitors until the catalogue changes (decision 008).
export const headers = cataloguePageHeaders;
export const handle = SHARED_PAGE;

export async function loader({ context }: Route.LoaderArgs) {
  const api = createApiClient(context);
  const [tabs, trending] = await Promise.all([
    Promise.all(
      CLASSIFICATION_TABS.map(async (tab): Promise<TabCards> => {
        try {
          const list = await api.listProducts({ page: 0, pageSize: CARDS_PER_TAB, ...tab.filter });
          return { id: tab.id, cards: list.data.map(selectCardFields), total: list.totalItems };
        } catch {
          return { id: tab.id, cards: null, total: 0 };
        }
      }),
    ),
    api
      .listProducts({ page: 0, pageSize: TRENDING_COUNT, top_trending: "YES" })
      .then(({ data: pieces }) =>
        pieces.map(
          (piece): TrendingPiece => ({
            SNO: piece.SNO,
            PRODUCTNAME: piece.PRODUCTNAME,
            MRP: piece.MRP,
            picture: piece.ImagePath[0] ?? null,
            price: getDisplayPrice(piece),
          }),
        ),
      )
      .catch(() => null),
  ]);
  // A page showing a failure is not kept: only one whose every list loaded.
  const complete = trending !== null && tabs.every((tab) => tab.cards !== null);
  return data({ tabs, trending, origin: context.origin }, { headers: complete ? CATALOGUE_ONLY : {} });
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  // Every tab is in the page whatever ?tab= says: one address for all of them.
  return describeInformationPage(
    {
      title: "Jewellery by Category: Rings, Earrings, Necklaces and More",
      description:
        "Browse Nagai's jewellery by category: rings, earrings, necklaces, bracelets, armlets and anklets, with this week's trending pieces.",
      path: "/classification",
    },
    loaderData?.origin,
  );
}

/** Choosing a tab changes only `?tab=`: every tab's cards are loaded already. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs): boolean {
  const { currentUrl, nextUrl, formMethod } = args;
  if (
    !formMethod &&
    currentUrl.pathname === nextUrl.pathname &&
    withoutTab(currentUrl) === withoutTab(nextUrl)
  ) {
    return false;
  }
  return revalidateUnlessPersonalChange(args);
}

function withoutTab(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete("tab");
  return params.toString();
}

export default function Classification({ loaderData }: Route.ComponentProps) {
  const { tabs, trending } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = readTab(searchParams.get("tab"));
  const hydrated = useHydrated();
  const tabRefs = useRef(new Map<ClassificationTabId, HTMLAnchorElement>());

  function select(id: ClassificationTabId, focus = false) {
    setSearchParams({ tab: id }, { replace: true, preventScrollReset: true });
    if (focus) tabRefs.current.get(id)?.focus();
  }

  function onTabClick(event: MouseEvent<HTMLAnchorElement>, id: ClassificationTabId) {
    if (event.button !== 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    select(id);
  }

  // The tabs pattern's keys (WAI-ARIA APG), switching as the focus moves: the panels are all here.
  function onTabKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    const at = CLASSIFICATION_TABS.findIndex((tab) => tab.id === selected);
    const last = CLASSIFICATION_TABS.length - 1;
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = CLASSIFICATION_TABS[next > last ? 0 : next < 0 ? last : next];
    if (tab) select(tab.id, true);
  }

  return (
    <div className="classification">
      <h1 className="classification__title">Jewellery by Category</h1>
      <div className="classification__layout">
        <div className="classification__main">
          {/*
            Before hydration the tabs are plain links (the arrow keys need a script); once hydrated
            they are ARIA tabs with one stop in the Tab order, and arrows to move between them.
          */}
          <nav
            className="classification__tabs"
            role={hydrated ? "tablist" : undefined}
            aria-label="Categories"
          >
            {CLASSIFICATION_TABS.map((tab) => {
              const isSelected = tab.id === selected;
              return (
                <Link
                  key={tab.id}
                  ref={(element) => {
                    if (element) tabRefs.current.set(tab.id, element);
                  }}
                  id={`classification-tab-${tab.id}`}
                  to={`?tab=${tab.id}`}
                  replace
                  preventScrollReset
                  className="classification__tab"
                  role={hydrated ? "tab" : undefined}
                  aria-selected={hydrated ? isSelected : undefined}
                  aria-controls={hydrated ? `classification-panel-${tab.id}` : undefined}
                  aria-current={!hydrated && isSelected ? "page" : undefined}
                  tabIndex={hydrated && !isSelected ? -1 : undefined}
                  onClick={(event) => onTabClick(event, tab.id)}
                  onKeyDown={onTabKeyDown}
                >
                  {tab.label}
                </Link>
              );
            })}
          </nav>
          {CLASSIFICATION_TABS.map((tab) => (
            <TabPanel
              key={tab.id}
              tab={tab}
              cards={tabs.find((loaded) => loaded.id === tab.id)}
              selected={tab.id === selected}
              hydrated={hydrated}
            />
          ))}
        </div>
        <Trending pieces={trending} />
      </div>
    </div>
  );
}

function TabPanel({
  tab,
  cards,
  selected,
  hydrated,
}: {
  tab: ClassificationTab;
  cards: TabCards | undefined;
  selected: boolean;
  hydrated: boolean;
}) {
  const lower = tab.label.toLowerCase();
  return (
    <section
      id={`classification-panel-${tab.id}`}
      className="classification__panel"
      role={hydrated ? "tabpanel" : undefined}
      aria-labelledby={`classification-tab-${tab.id}`}
      // The APG's advice for a panel that starts with a list of links: make the panel itself a stop.
      tabIndex={hydrated ? 0 : undefined}
      hidden={!selected}
    >
      <h2 className="visually-hidden">{tab.label}</h2>
      {!cards?.cards ? (
        <p className="notice notice--error" role="alert">
          {`Our ${lower} could not be loaded. Please try again in a moment.`}
        </p>
      ) : cards.cards.length === 0 ? (
        <div className="notice classification__empty">
          <p>{`We have no ${lower} in the shop just now.`}</p>
          <Link to="/shop-left">Browse all our jewellery</Link>
        </div>
      ) : (
        <>
          <ul className="classification__cards">
            {cards.cards.map((product, index) => (
              <li key={product.SNO}>
                <ProductCard product={product} eager={selected && index < CARDS_PER_TAB} sizes={CARD_SIZES} />
              </li>
            ))}
          </ul>
          <p className="classification__all">
            <Link to={getListingHref(tab)}>{`See all ${lower} (${cards.total})`}</Link>
          </p>
        </>
      )}
    </section>
  );
}

function Trending({ pieces }: { pieces: TrendingPiece[] | null }) {
  return (
    <section className="trending" aria-labelledby="trending-title">
      <h2 id="trending-title" className="trending__title">
        Trending Products
      </h2>
      {pieces === null ? (
        <p className="notice notice--error" role="alert">
          Trending products could not be loaded. Please try again in a moment.
        </p>
      ) : pieces.length === 0 ? (
        <p className="notice">Nothing is trending just now.</p>
      ) : (
        <ol className="trending__list">
          {pieces.map((piece) => (
            <li key={piece.SNO}>
              <Link to={`/shop-detail/${piece.SNO}`} className="trending__item">
                {piece.picture ? (
                  <Picture path={piece.picture} alt="" sizes="72px" className="trending__picture" />
                ) : (
                  <span className="trending__picture trending__picture--none" />
                )}
                <div className="trending__text">
                  <span className="trending__name">{piece.PRODUCTNAME}</span>
                  <Price amount={piece.price} mrp={piece.MRP} />
                </div>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
