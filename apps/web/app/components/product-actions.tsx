import { CART_MESSAGES } from "@nagai/contracts/cart-texts";
import type { Product } from "@nagai/contracts/product";
import {
  type AnimationEvent,
  createContext,
  type FormEvent,
  type ReactNode,
  useContext,
  useState,
} from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { EnhancedField } from "../lib/enhanced-field";
import { readTappedIntent, withLoginIntent } from "../lib/login-intent";
import { notify } from "../lib/notify";
import {
  CART_ACTION,
  CART_INTENTS,
  PERSONAL_FIELDS,
  WISHLIST_ACTION,
  WISHLIST_INTENTS,
} from "../lib/personal-forms";
import { usePersonalState } from "../lib/personal-state";
import { getLoginNotice, readActionPath } from "../lib/personal-texts";
import { loginHref } from "../lib/session";
import { BagIcon, HeartIcon } from "./product-icons";

/** What the login page reads from the navigation state: the spec's message for the button tapped. */
export interface LoginNoticeState {
  notice: string;
}

type ActionProduct = Pick<Product, "SNO" | "PRODUCTNAME">;

interface ActionsState {
  product: ActionProduct;
  favourite: boolean;
  inCart: boolean;
  /** The heart's 800 ms fill and the cart's 600 ms bump run after a tap that adds (spec, section 4). */
  popping: { heart: boolean; cart: boolean };
  endPop(which: "heart" | "cart"): void;
}

const ActionsContext = createContext<ActionsState | null>(null);

function useActions(): ActionsState {
  const state = useContext(ActionsContext);
  if (!state) throw new Error("A wishlist or cart button must sit inside <ProductActions>");
  return state;
}

interface ProductActionsProps {
  product: ActionProduct;
  className: string;
  children: ReactNode;
}

/**
 * The wishlist, cart and Buy Now buttons of one piece (a card, the product page, the quick view),
 * as one real form: without JavaScript the browser posts it to /cart/change (or, for the heart,
 * /wishlist/change through the button's `formaction`) and comes back to this page. Once hydrated,
 * the tap goes through a fetcher instead: the heart fills and "In Cart" shows at once
 * (lib/personal-state.ts), and the action's clientAction toasts the answer. A signed-out shopper
 * is sent to log in with the spec's message and comes back to this page, query included; "In
 * Cart" toasts the spec's "already in cart" without asking the server again.
 */
export function ProductActions({ product, className, children }: ProductActionsProps) {
  const personal = usePersonalState();
  // Two fetchers: a cart change in flight is not cancelled by a tap on the heart.
  const wishlistFetcher = useFetcher();
  const cartFetcher = useFetcher();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const returnTo = `${pathname}${search}`;
  const [popping, setPopping] = useState({ heart: false, cart: false });
  const favourite = personal.isFavourite(product.SNO);
  const inCart = personal.isInCart(product.SNO);

  function submit(event: FormEvent<HTMLFormElement>) {
    const { submitter } = event.nativeEvent as SubmitEvent;
    event.preventDefault();
    if (!(submitter instanceof HTMLButtonElement)) return;
    const action = readActionPath(
      submitter.getAttribute("formaction") ?? event.currentTarget.getAttribute("action"),
    );
    if (action === null) return;
    const intent = submitter.value;
    // Known to be signed out; while unknown (decision 057) the action asks the API, whose 401 sends
    // the shopper to log in all the same.
    if (personal.signedIn === false) {
      const state: LoginNoticeState = { notice: getLoginNotice(action, intent) };
      // An add is completed by the login (or registration) the shopper submits, and they come back here.
      const tapped = readTappedIntent(action, intent, product.SNO);
      navigate(loginHref(tapped ? withLoginIntent(returnTo, tapped) : returnTo), { state });
      return;
    }
    if (action === CART_ACTION && intent === CART_INTENTS.add && inCart) {
      notify("info", CART_MESSAGES.alreadyInCart(product.PRODUCTNAME));
      return;
    }
    if (action === WISHLIST_ACTION && intent === WISHLIST_INTENTS.add)
      setPopping((now) => ({ ...now, heart: true }));
    if (action === CART_ACTION && !inCart) setPopping((now) => ({ ...now, cart: true }));
    const fetcher = action === WISHLIST_ACTION ? wishlistFetcher : cartFetcher;
    // flushSync: the heart fills in the frame of the tap, not a frame later.
    fetcher.submit(submitter, { method: "post", action, flushSync: true });
  }

  const state: ActionsState = {
    product,
    favourite,
    inCart,
    popping,
    endPop: (which) => setPopping((now) => ({ ...now, [which]: false })),
  };
  return (
    <ActionsContext value={state}>
      {/* No itemName field: the API's answer names the piece from the catalogue (and the listing's HTML stays smaller). */}
      <form method="post" action={CART_ACTION} className={className} onSubmit={submit}>
        <EnhancedField />
        <input type="hidden" name={PERSONAL_FIELDS.itemSno} value={product.SNO} />
        <input type="hidden" name={PERSONAL_FIELDS.returnTo} value={returnTo} />
        {children}
      </form>
    </ActionsContext>
  );
}

interface ButtonProps {
  className: string;
  /** Cards name the piece in the label ("Add to wishlist: Ruby Ring"); the product page need not. */
  named?: boolean;
}

/** The heart: filled while the piece is in the wishlist (aria-pressed), a tap adds or removes it. */
export function WishlistButton({ className, named = false }: ButtonProps) {
  const { product, favourite, popping, endPop } = useActions();
  const label = favourite ? "Remove from wishlist" : "Add to wishlist";
  return (
    <button
      type="submit"
      formAction={WISHLIST_ACTION}
      name={PERSONAL_FIELDS.intent}
      value={favourite ? WISHLIST_INTENTS.remove : WISHLIST_INTENTS.add}
      className={popping.heart && favourite ? `${className} heart-pop` : className}
      aria-label={named ? `${label}: ${product.PRODUCTNAME}` : label}
      aria-pressed={favourite}
      title={label}
      onAnimationEnd={(event: AnimationEvent) => event.animationName === "heart-fill" && endPop("heart")}
    >
      <HeartIcon filled={favourite} />
    </button>
  );
}

interface CartButtonProps extends ButtonProps {
  /** The card's round icon button, or the product page's button with its text. */
  look: "icon" | "text";
  disabled?: boolean;
}

/** Add to Cart, reading In Cart once the piece is in the cart (spec, section 4). */
export function CartButton({ className, look, named = false, disabled = false }: CartButtonProps) {
  const { product, inCart, popping, endPop } = useActions();
  const classes = [className, inCart ? "is-in-cart" : "", popping.cart && inCart ? "cart-bump" : ""];
  return (
    <button
      type="submit"
      name={PERSONAL_FIELDS.intent}
      value={CART_INTENTS.add}
      className={classes.filter(Boolean).join(" ")}
      disabled={disabled}
      onAnimationEnd={(event: AnimationEvent) => event.animationName === "cart-bump" && endPop("cart")}
      {...(look === "icon"
        ? {
            "aria-label": `${inCart ? "In cart" : "Add to cart"}${named ? `: ${product.PRODUCTNAME}` : ""}`,
            title: inCart ? "In cart" : "Add to cart",
          }
        : {})}
    >
      <BagIcon />
      {look === "text" && (
        // Both words hold the button's width, one hidden: In Cart replaces Add to Cart when the
        // shopper's state comes after the page (decision 057) without moving Buy Now beside it.
        <span className="cart-label">
          <span className={inCart ? "cart-label__off" : undefined}>Add to Cart</span>
          <span className={inCart ? undefined : "cart-label__off"}>In Cart</span>
        </span>
      )}
    </button>
  );
}

/** Buy Now: puts the piece in the cart (once) and goes on with it. */
export function BuyNowButton({ className, disabled = false }: { className: string; disabled?: boolean }) {
  return (
    <button
      type="submit"
      name={PERSONAL_FIELDS.intent}
      value={CART_INTENTS.buyNow}
      className={className}
      disabled={disabled}
    >
      Buy Now
    </button>
  );
}
