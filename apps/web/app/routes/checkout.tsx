import type { Address } from "@nagai/contracts/address";
import { formatRupees } from "@nagai/contracts/money";
import type { OrderQuote } from "@nagai/contracts/order";
import { ORDER_MESSAGES } from "@nagai/contracts/order-texts";
import { useEffect, useReducer, useState } from "react";
import {
  data,
  Link,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useNavigate,
  useNavigation,
} from "react-router";
import {
  askDelivery,
  DeliveryCheck,
  type DeliveryCheckState,
  loadDeliveryCheck,
  PINCODE_PARAM,
} from "../components/delivery-check";
import { ApiError, createApiClient, getErrorMessage } from "../lib/api";
import {
  type CheckoutState as CartHandOver,
  CHECKOUT_ITEM_FIELD,
  getCheckoutHref,
} from "../lib/checkout-state";
import { privatePageHeaders } from "../lib/page-cache";
import { readPositiveId } from "../lib/read-id";
import { requireUser } from "../lib/require-user.server";
import { loginHref } from "../lib/session";
import type { Route } from "./+types/checkout";
import { AddressLines, AddressModal, type AddressModalMode } from "./checkout/address-modal";
import { placeOrder } from "./checkout/checkout-action.server";
import {
  BUY_NOW_FIELD,
  CHECKOUT_PATH,
  type CheckoutStep,
  checkoutReducer,
  INITIAL_CHECKOUT,
  isOrderable,
  PLACE_ORDER_FIELDS,
  type PlaceOrderFailure,
  resolveCheckoutLines,
  STEP_TITLES,
} from "./checkout/checkout-flow";
import { CheckoutLines, CheckoutSummary, PlaceOrderForm } from "./checkout/checkout-panels";

export const headers = privatePageHeaders;

export function meta(): Route.MetaDescriptors {
  return [{ title: "Checkout | Nagai" }, { name: "robots", content: "noindex" }];
}

/**
 * The pieces named by the address (Buy Now's one, the cart's selection, else the whole cart), the
 * server's quote for them, and the shopper's addresses. A new Idempotency-Key for each drawing of
 * the page: one checkout attempt, one order, however often Place Order is pressed.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const url = new URL(request.url);
  const api = createApiClient(context);
  try {
    const buyNow = readPositiveId(url.searchParams.get(BUY_NOW_FIELD)) !== null;
    const [addresses, cart] = await Promise.all([
      api.listAddresses(user.id),
      buyNow ? null : api.getCart(user.contactNumber),
    ]);
    const lines = resolveCheckoutLines(url.searchParams, cart?.data ?? []);
    const quote = lines.length === 0 ? null : await api.quoteOrder({ items: lines });
    // Delivery to the PIN code asked (the check's form without JavaScript), else to the default address.
    const chosen = addresses.data.find((address) => address.isDefault) ?? addresses.data[0];
    const delivery =
      (await loadDeliveryCheck(url, api)) ?? (chosen ? await askDelivery(chosen.pincode, api) : null);
    return {
      addresses: addresses.data,
      quote,
      delivery,
      idempotencyKey: crypto.randomUUID(),
      loadError: null,
    };
  } catch (error) {
    // The session ended between the profile and the lists (expired, or a password change).
    if (error instanceof ApiError && error.status === 401) {
      throw redirect(loginHref(`${url.pathname}${url.search}`));
    }
    return data(
      {
        addresses: null,
        quote: null,
        delivery: null,
        idempotencyKey: null,
        loadError: getErrorMessage(error),
      },
      { status: error instanceof ApiError ? 502 : 500 },
    );
  }
}

export function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  return placeOrder(request, context, `${url.pathname}${url.search}`);
}

/** After Place Order, refused too (a piece sold meanwhile): the quote is read again. */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formAction?.split("?")[0] === CHECKOUT_PATH) return true;
  return defaultShouldRevalidate;
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { addresses, quote, delivery, idempotencyKey, loadError } = loaderData;
  const { pathname, search } = useLocation();
  if (addresses === null || idempotencyKey === null) {
    return (
      <section className="status-page" aria-labelledby="checkout-title">
        <h1 id="checkout-title">Something went wrong</h1>
        <p>{loadError}</p>
        <a href={`${pathname}${search}`} className="button">
          Retry
        </a>
      </section>
    );
  }
  if (quote === null) {
    return (
      <section className="status-page" aria-labelledby="checkout-title">
        <h1 id="checkout-title">Checkout</h1>
        <p role="alert">{ORDER_MESSAGES.cartEmpty}</p>
        <Link to="/shop-left" className="button">
          Continue Shopping
        </Link>
      </section>
    );
  }
  return (
    <CheckoutSteps
      addresses={addresses}
      quote={quote}
      delivery={delivery}
      idempotencyKey={idempotencyKey}
      failure={actionData as PlaceOrderFailure | undefined}
    />
  );
}

interface CheckoutStepsProps {
  addresses: Address[];
  quote: OrderQuote;
  delivery: DeliveryCheckState | null;
  idempotencyKey: string;
  failure: PlaceOrderFailure | undefined;
}

function CheckoutSteps({ addresses, quote, delivery, idempotencyKey, failure }: CheckoutStepsProps) {
  const [state, dispatch] = useReducer(checkoutReducer, addresses, (loaded) =>
    checkoutReducer(INITIAL_CHECKOUT, { type: "addressesLoaded", addresses: loaded }),
  );
  const [modal, setModal] = useState<AddressModalMode | null>(null);
  const placing = useNavigation().state !== "idle";
  const cartPrices = useCartPrices();
  // A choice of cash that the quote no longer allows (a reload after a price rise) falls back to online.
  const paymentMode = quote.cashOnDelivery.available ? state.paymentMode : "ONLINE";

  useEffect(() => dispatch({ type: "addressesLoaded", addresses }), [addresses]);

  const selected = addresses.find((address) => address.id === state.addressId) ?? null;
  const orderable = quote.lines.filter(isOrderable);
  const stepHeading = (step: CheckoutStep) => `${step}. ${STEP_TITLES[step]}`;

  return (
    <section className="personal-page checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title" className="personal-page__title">
        Checkout
      </h1>
      <ol className="checkout-tracker" aria-label="Checkout steps">
        {([1, 2, 3] as const).map((step) => (
          <li
            key={step}
            className="checkout-tracker__step"
            data-done={step < state.step || undefined}
            aria-current={step === state.step ? "step" : undefined}
          >
            <span className="checkout-tracker__number">{step}</span> {STEP_TITLES[step]}
          </li>
        ))}
      </ol>
      <div className="cart-layout checkout-layout">
        <div className="checkout-main">
          <section className="checkout-panel" hidden={state.step !== 1} aria-labelledby="checkout-step-1">
            <h2 id="checkout-step-1" className="checkout-panel__title">
              {stepHeading(1)}
            </h2>
            {selected ? (
              <AddressLines address={selected} />
            ) : (
              <p>{addresses.length === 0 ? "Add a delivery address to continue." : "No address selected."}</p>
            )}
            <CheckoutDelivery selected={selected} delivery={delivery} />
            {/* The Place Order form's address: radios that only a page without scripts shows
                (checkout.css); with scripts they follow the modal's choice. */}
            <fieldset className="checkout-address-choices">
              <legend>Deliver to</legend>
              {addresses.map((address) => (
                <label key={address.id} className="checkout-payment__mode">
                  <input
                    type="radio"
                    form="place-order"
                    name={PLACE_ORDER_FIELDS.addressId}
                    value={address.id}
                    checked={state.addressId === address.id}
                    onChange={() => dispatch({ type: "select", addressId: address.id })}
                  />
                  <span>{`${address.name}, ${address.addressLine}, ${address.city} - ${address.pincode}`}</span>
                </label>
              ))}
              <Link to="/AddressManager?address=new">Add a new address</Link>
            </fieldset>
            <div className="checkout-panel__buttons">
              {addresses.length > 0 && (
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => setModal({ kind: "list" })}
                >
                  {selected ? "Change Address" : "Select Address"}
                </button>
              )}
              <button
                type="button"
                className="button button--ghost"
                onClick={() => setModal({ kind: "add" })}
              >
                Add New Address
              </button>
            </div>
          </section>

          <section className="checkout-panel" hidden={state.step !== 2} aria-labelledby="checkout-step-2">
            <h2 id="checkout-step-2" className="checkout-panel__title">
              {stepHeading(2)}
            </h2>
            <CheckoutLines lines={quote.lines} cartPrices={cartPrices} />
          </section>

          <section className="checkout-panel" hidden={state.step !== 3} aria-labelledby="checkout-step-3">
            <h2 id="checkout-step-3" className="checkout-panel__title">
              {stepHeading(3)}
            </h2>
            <PlaceOrderForm
              quote={quote}
              paymentMode={paymentMode}
              idempotencyKey={idempotencyKey}
              onPay={(mode) => dispatch({ type: "pay", mode })}
            />
          </section>

          <p className="cart-summary__guard checkout-message" role="alert">
            {state.message ?? failure?.message ?? null}
            {orderable.length === 0 && ORDER_MESSAGES.cartEmpty}
          </p>
          <div className="checkout-nav">
            {state.step > 1 && (
              <button
                type="button"
                className="button button--ghost checkout-nav__step"
                onClick={() => dispatch({ type: "back" })}
              >
                Back
              </button>
            )}
            {/* Two elements: one button changed in place from Continue to a submit button
                during its own click would submit the form with that click. Place Order is
                always there, shown on step 3 (and on a page without scripts: checkout.css). */}
            {state.step < 3 && (
              <button
                type="button"
                className="button checkout-nav__step"
                onClick={() => dispatch({ type: "continue" })}
              >
                Continue
              </button>
            )}
            <button
              type="submit"
              form="place-order"
              className="button checkout-place"
              hidden={state.step !== 3}
              disabled={placing || orderable.length === 0}
            >
              {`Place Order ${formatRupees(quote.total)}`}
            </button>
          </div>
        </div>
        <CheckoutSummary quote={quote} pieces={orderable.length} />
      </div>
      <AddressModal
        mode={modal}
        addresses={addresses}
        selectedId={state.addressId}
        onMode={setModal}
        onSelect={(addressId) => dispatch({ type: "select", addressId })}
        onDeleted={(addressId) => dispatch({ type: "deleted", addressId })}
      />
    </section>
  );
}

/**
 * Whether and how fast the shop delivers to the chosen address's PIN code, or to one typed in
 * (decision 048): the loader's answer when it is the same PIN code, else asked from the page.
 * Without JavaScript the form sends the page's own query along with the PIN code.
 */
function CheckoutDelivery({
  selected,
  delivery,
}: {
  selected: Address | null;
  delivery: DeliveryCheckState | null;
}) {
  const { search } = useLocation();
  const keep = [...new URLSearchParams(search)].filter(([name]) => name !== PINCODE_PARAM);
  const typed = new URLSearchParams(search).has(PINCODE_PARAM);
  const initial =
    typed || !selected || delivery?.pincode === selected.pincode
      ? delivery
      : { pincode: selected.pincode, answer: null, error: null };
  return (
    <DeliveryCheck
      key={initial?.pincode ?? "none"}
      initial={initial}
      keep={keep}
      autoCheck
      title="Delivery to this PIN code"
    />
  );
}

/**
 * The prices the cart showed, from its navigation state (lib/checkout-state.ts), so the summary
 * can say which changed since. State that arrives without the rows in the address (another
 * page's link) is moved into it, so the server quotes what was handed over.
 */
function useCartPrices(): Map<number, number> {
  const location = useLocation();
  const navigate = useNavigate();
  const handedOver = (location.state as Partial<CartHandOver> | null)?.items;
  const query = new URLSearchParams(location.search);
  const named = query.has(CHECKOUT_ITEM_FIELD) || query.has(BUY_NOW_FIELD);
  useEffect(() => {
    if (handedOver && handedOver.length > 0 && !named) {
      navigate(getCheckoutHref(handedOver.map((row) => row.id)), { replace: true, state: location.state });
    }
  }, [handedOver, named, navigate, location.state]);
  const prices = new Map<number, number>();
  for (const row of handedOver ?? []) if (row.price !== null) prices.set(row.itemSno, row.price);
  return prices;
}
