import { CART_MESSAGES } from "@nagai/contracts/cart-texts";
import type { Product } from "@nagai/contracts/product";
import { WISHLIST_MESSAGES } from "@nagai/contracts/wishlist-texts";
import { useRef } from "react";
import { data, Link, redirect, useFetcher } from "react-router";
import { useConfirm } from "../components/confirm-dialog";
import { FALLBACK_IMAGE, Picture } from "../components/picture";
import { Price } from "../components/price";
import { ApiError, createApiClient } from "../lib/api";
import { EnhancedField } from "../lib/enhanced-field";
import { notify } from "../lib/notify";
import { privatePageHeaders } from "../lib/page-cache";
import { usePendingChanges } from "../lib/personal-fetchers";
import {
  CART_ACTION,
  CART_INTENTS,
  PERSONAL_FIELDS,
  type PersonalActionResult,
  WISHLIST_ACTION,
  WISHLIST_INTENTS,
} from "../lib/personal-forms";
import { usePersonalState } from "../lib/personal-state";
import { getDisplayPrice } from "../lib/price";
import { requireUser } from "../lib/require-user.server";
import { loginHref } from "../lib/session";
import type { Route } from "./+types/wishlist";

const PAGE_PATH = "/wishlist";
/** 2 columns on phones, 3 from 600 px, 4 from 960 px (styles/personal-pages.css .wishlist-grid). */
const GRID_SIZES = "(min-width: 1200px) 285px, (min-width: 960px) 24vw, (min-width: 600px) 32vw, 48vw";

/** What a wishlist card shows. `name` is null for a piece that has left the catalogue. */
interface WishlistItem {
  sno: number;
  name: string | null;
  image: string | null;
  price: number | null;
  mrp: number | null;
  stock: number;
}

export const headers = privatePageHeaders;

export function meta(): Route.MetaDescriptors {
  return [{ title: "My Wishlist | Nagai" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const api = createApiClient(context);
  try {
    const favourites = await api.listFavourites();
    const products = new Map((await api.getProductsBySno(favourites.data)).map((p) => [p.SNO, p]));
    return { items: favourites.data.map((sno) => toWishlistItem(sno, products.get(sno))) };
  } catch (error) {
    // The session ended between the profile and the list (expired, or a password change).
    if (error instanceof ApiError && error.status === 401) throw redirect(loginHref(PAGE_PATH));
    return data({ items: null }, { status: error instanceof ApiError ? 502 : 500 });
  }
}

function toWishlistItem(sno: number, product: Product | undefined): WishlistItem {
  if (!product) return { sno, name: null, image: null, price: null, mrp: null, stock: 0 };
  return {
    sno,
    name: product.PRODUCTNAME,
    image: product.ImagePath[0] ?? null,
    price: getDisplayPrice(product),
    mrp: product.MRP,
    stock: product.Stock,
  };
}

export default function Wishlist({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  const removing = new Set(
    usePendingChanges(WISHLIST_ACTION, WISHLIST_INTENTS.remove).map((change) =>
      Number(change.get("itemSno")),
    ),
  );
  // The root loader's cart (lib/personal-state.ts), with adds still on their way: In Cart at once.
  const personal = usePersonalState();
  const { confirm, dialog } = useConfirm();
  const headingRef = useRef<HTMLHeadingElement>(null);

  if (items === null) {
    return (
      <section className="status-page" aria-labelledby="wishlist-title">
        <h1 id="wishlist-title">{WISHLIST_MESSAGES.loadFailedTitle}</h1>
        <p>{WISHLIST_MESSAGES.loadFailedDetail}</p>
        <a href={PAGE_PATH} className="button">
          Try Again
        </a>
      </section>
    );
  }

  const shown = items.filter((item) => !removing.has(item.sno));
  return (
    <section className="personal-page" aria-labelledby="wishlist-title">
      <header className="personal-page__head">
        <h1 id="wishlist-title" ref={headingRef} tabIndex={-1} className="personal-page__title">
          My Wishlist
        </h1>
        <p className="personal-page__count" aria-live="polite">
          {countItems(shown.length)}
        </p>
      </header>
      {shown.length === 0 && (
        <div className="personal-empty">
          <p className="personal-empty__text">{WISHLIST_MESSAGES.empty}</p>
          <Link to="/shop-left" className="button">
            Explore Collection
          </Link>
        </div>
      )}
      {/* A card being removed is only hidden: a refused removal shows it again where it was. */}
      <ul className="wishlist-grid" hidden={shown.length === 0}>
        {items.map((item, index) => (
          <WishlistCard
            key={item.sno}
            item={item}
            eager={index < 4}
            hidden={removing.has(item.sno)}
            inCart={personal.isInCart(item.sno)}
            confirmRemoval={async () => {
              const name = item.name ?? CART_MESSAGES.unknownProduct;
              const confirmed = await confirm(
                WISHLIST_MESSAGES.confirmRemove,
                "Remove",
                `Remove ${name} from your wishlist?`,
              );
              // The card disappears at once: focus goes to the heading rather than to nowhere.
              if (confirmed) headingRef.current?.focus();
              return confirmed;
            }}
          />
        ))}
      </ul>
      {dialog}
    </section>
  );
}

function countItems(count: number): string {
  return count === 1 ? "1 item" : `${count} items`;
}

interface WishlistCardProps {
  item: WishlistItem;
  eager: boolean;
  hidden: boolean;
  inCart: boolean;
  confirmRemoval: () => Promise<boolean>;
}

function WishlistCard({ item, eager, hidden, inCart, confirmRemoval }: WishlistCardProps) {
  const removal = useFetcher<PersonalActionResult>();
  const addition = useFetcher<PersonalActionResult>();
  const name = item.name ?? CART_MESSAGES.unknownProduct;
  const soldOut = item.name !== null && item.stock === 0;

  // The heading beside the picture names the piece: the picture itself says nothing more.
  const picture = item.image ? (
    <Picture path={item.image} alt="" sizes={GRID_SIZES} eager={eager} />
  ) : (
    <img src={FALLBACK_IMAGE} width={600} height={600} alt="" />
  );

  return (
    <li hidden={hidden}>
      <article className="wishlist-card">
        {item.name === null ? (
          <div className="wishlist-card__link">
            <div className="wishlist-card__media">{picture}</div>
            <h2 className="wishlist-card__name">{name}</h2>
          </div>
        ) : (
          <Link to={`/shop-detail/${item.sno}`} className="wishlist-card__link">
            <div className="wishlist-card__media">{picture}</div>
            <h2 className="wishlist-card__name">{name}</h2>
          </Link>
        )}
        {item.price !== null && <Price amount={item.price} mrp={item.mrp} />}
        {soldOut && <p className="stock-note">Sold out</p>}
        <div className="wishlist-card__buttons">
          {item.name !== null && (
            <addition.Form
              method="post"
              action={CART_ACTION}
              onSubmit={(event) => {
                // The spec: a piece already in the cart is not added twice.
                if (!inCart) return;
                event.preventDefault();
                notify("info", CART_MESSAGES.alreadyInCartShort);
              }}
            >
              <PersonalFields intent={CART_INTENTS.add} sno={item.sno} name={name} />
              <button
                type="submit"
                className={
                  inCart ? "button button--ghost wishlist-card__button" : "button wishlist-card__button"
                }
                disabled={soldOut}
                aria-label={`${inCart ? "In Cart" : "Add to Cart"}: ${name}`}
              >
                {inCart ? "In Cart" : "Add to Cart"}
              </button>
            </addition.Form>
          )}
          <removal.Form
            method="post"
            action={WISHLIST_ACTION}
            onSubmit={async (event) => {
              event.preventDefault();
              const form = event.currentTarget;
              if (await confirmRemoval()) removal.submit(form, { method: "post", action: WISHLIST_ACTION });
            }}
          >
            <PersonalFields intent={WISHLIST_INTENTS.remove} sno={item.sno} name={name} />
            <button
              type="submit"
              className="button button--ghost wishlist-card__button"
              aria-label={`Remove: ${name}`}
            >
              Remove
            </button>
          </removal.Form>
        </div>
      </article>
    </li>
  );
}

/** The protocol's fields of a wishlist card's forms; without JavaScript they come back here. */
function PersonalFields({ intent, sno, name }: { intent: string; sno: number; name: string }) {
  return (
    <>
      <input type="hidden" name={PERSONAL_FIELDS.intent} value={intent} />
      <input type="hidden" name={PERSONAL_FIELDS.itemSno} value={sno} />
      <input type="hidden" name={PERSONAL_FIELDS.itemName} value={name} />
      <input type="hidden" name={PERSONAL_FIELDS.returnTo} value={PAGE_PATH} />
      {/* Once hydrated: the action then answers the fetcher with JSON instead of a redirect. */}
      <EnhancedField />
    </>
  );
}
