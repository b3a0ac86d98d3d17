import type { CartRow } from "@nagai/contracts/cart";
import { CART_MESSAGES } from "@nagai/contracts/cart-texts";
import { formatRupees } from "@nagai/contracts/money";
import { Link, useFetcher } from "react-router";
import { FALLBACK_IMAGE, Picture } from "../../components/picture";
import { Price } from "../../components/price";
import { CHECKOUT_ITEM_FIELD } from "../../lib/checkout-state";
import { EnhancedField } from "../../lib/enhanced-field";
import {
  CART_ACTION,
  CART_INTENTS,
  PERSONAL_FIELDS,
  type PersonalActionResult,
} from "../../lib/personal-forms";
import { getLineState } from "./cart-lines";

export const CART_PATH = "/cart";
/** The id of the summary's form, which the rows' checkboxes belong to (they sit outside it). */
export const CHECKOUT_FORM_ID = "cart-checkout";

interface CartLineProps {
  row: CartRow;
  hidden: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  confirmRemoval: () => Promise<boolean>;
}

/**
 * One row of the cart. Its remove and quantity forms post to the cart's action
 * (lib/personal-forms.ts): through a fetcher once the page has hydrated, as plain forms before or
 * without it.
 */
export function CartLine({ row, hidden, selected, onSelect, confirmRemoval }: CartLineProps) {
  const removal = useFetcher<PersonalActionResult>();
  const update = useFetcher<PersonalActionResult>();
  const state = getLineState(row);
  // One quantity change at a time: a second would abort the first's request, and two absolute
  // quantities racing could leave the older one. The new number shows at once all the same.
  const updating = update.state !== "idle";
  const name = row.itemName ?? CART_MESSAGES.unknownProduct;
  const productPath = `/shop-detail/${row.itemSno}`;
  const selectId = `cart-select-${row.id}`;

  const picture = row.image ? (
    <Picture path={row.image} alt="" sizes="96px" />
  ) : (
    <img src={FALLBACK_IMAGE} width={96} height={96} alt="" />
  );
  const details = [row.purity, row.netWt === null ? null : `${row.netWt} g`].filter(Boolean).join(" · ");

  return (
    <li className="cart-line" hidden={hidden}>
      <label className="cart-line__select" htmlFor={selectId}>
        <input
          id={selectId}
          type="checkbox"
          form={CHECKOUT_FORM_ID}
          name={CHECKOUT_ITEM_FIELD}
          value={row.id}
          checked={state.orderable && selected}
          disabled={!state.orderable}
          onChange={(event) => onSelect(event.currentTarget.checked)}
        />
        <span className="visually-hidden">{`Select ${name}`}</span>
      </label>
      {/* The picture repeats the title's link: one tab stop, the title's. */}
      {state.unknown ? (
        <div className="cart-line__media">{picture}</div>
      ) : (
        <Link to={productPath} className="cart-line__media" tabIndex={-1} aria-hidden="true">
          {picture}
        </Link>
      )}
      <div className="cart-line__info">
        <h2 className="cart-line__name">{state.unknown ? name : <Link to={productPath}>{name}</Link>}</h2>
        {details && <p className="cart-line__details">{details}</p>}
        {row.price !== null && <Price amount={row.price} mrp={row.mrp} />}
        {row.quantity > 1 && row.amount !== null && (
          <p className="cart-line__amount">
            {`${row.quantity} × ${formatRupees(row.price ?? 0)} = `}
            <strong>{formatRupees(row.amount)}</strong>
          </p>
        )}
        {state.unknown && <p className="stock-note">This piece is no longer in our catalogue.</p>}
        {state.soldOut && <p className="stock-note">Sold out</p>}
        {state.overStock && <p className="stock-note">{CART_MESSAGES.onlyInStock(name, row.stock)}</p>}
      </div>
      <div className="cart-line__actions">
        {state.maxQuantity !== null && (
          <update.Form method="post" action={CART_ACTION} className="quantity-control">
            <LineFields intent={CART_INTENTS.update} row={row} name={name} />
            <button
              type="submit"
              name={PERSONAL_FIELDS.quantity}
              value={row.quantity - 1}
              className="quantity-control__button"
              disabled={updating || row.quantity <= 1}
              aria-label={`Decrease quantity: ${name}`}
            >
              −
            </button>
            <output className="quantity-control__value" aria-live="polite" aria-label={`Quantity: ${name}`}>
              {row.quantity}
            </output>
            <button
              type="submit"
              name={PERSONAL_FIELDS.quantity}
              value={row.quantity + 1}
              className="quantity-control__button"
              disabled={updating || row.quantity >= state.maxQuantity}
              aria-label={`Increase quantity: ${name}`}
            >
              +
            </button>
          </update.Form>
        )}
        <removal.Form
          method="post"
          action={CART_ACTION}
          onSubmit={async (event) => {
            event.preventDefault();
            const form = event.currentTarget;
            if (await confirmRemoval()) removal.submit(form, { method: "post", action: CART_ACTION });
          }}
        >
          <LineFields intent={CART_INTENTS.remove} row={row} name={name} />
          <button
            type="submit"
            className="button button--ghost cart-line__remove"
            aria-label={`Remove: ${name}`}
          >
            Remove
          </button>
        </removal.Form>
      </div>
    </li>
  );
}

/** The protocol's fields of a row's forms; without JavaScript the action sends the shopper back here. */
function LineFields({ intent, row, name }: { intent: string; row: CartRow; name: string }) {
  return (
    <>
      <input type="hidden" name={PERSONAL_FIELDS.intent} value={intent} />
      <input type="hidden" name={PERSONAL_FIELDS.id} value={row.id} />
      <input type="hidden" name={PERSONAL_FIELDS.itemName} value={name} />
      <input type="hidden" name={PERSONAL_FIELDS.returnTo} value={CART_PATH} />
      {/* Once hydrated: the action then answers the fetcher with JSON instead of a redirect. */}
      <EnhancedField />
    </>
  );
}
