import { GIFT_PRICE_ABOVE, GIFT_PRICE_LINKS } from "@nagai/contracts/constants";
import { formatRupees } from "@nagai/contracts/money";
import { Link } from "react-router";
import { getListingHref } from "./listing-href";

/** The listing's itemName for gifts, and its sub-items as the demo catalogue names them. */
export const GIFT_ITEM_NAME = "Gift Ideas";
export const GIFT_RECIPIENTS = [
  { subItemName: "For Him", blurb: "Kadas, chains and signet rings" },
  { subItemName: "For Her", blurb: "Pendants, jhumkas and bangles" },
  { subItemName: "For Kids", blurb: "Light, smooth and safe pieces" },
] as const;

/**
 * Spec section 2, item 7: a fixed set of links, so the section needs no call. The price links
 * stay within Gift Ideas: they are the spec's "gift-idea price links".
 */
export function GiftRecipients() {
  return (
    <>
      <ul className="gift-grid">
        {GIFT_RECIPIENTS.map((recipient) => (
          <li key={recipient.subItemName}>
            <Link
              className="gift-card"
              to={getListingHref({ itemName: GIFT_ITEM_NAME, subItemName: recipient.subItemName })}
            >
              <span className="gift-card__title">{recipient.subItemName}</span>
              <span className="gift-card__blurb">{recipient.blurb}</span>
            </Link>
          </li>
        ))}
      </ul>
      <nav className="gift-prices" aria-label="Gifts by price">
        <ul>
          {GIFT_PRICE_LINKS.map((price) => (
            <li key={price}>
              <Link
                className="gift-prices__link"
                to={getListingHref({ itemName: GIFT_ITEM_NAME, maxGrandTotal: price })}
              >
                Under {formatRupees(price, { whole: true })}
              </Link>
            </li>
          ))}
          <li>
            <Link
              className="gift-prices__link"
              to={getListingHref({ itemName: GIFT_ITEM_NAME, minGrandTotal: GIFT_PRICE_ABOVE })}
            >
              Above {formatRupees(GIFT_PRICE_ABOVE, { whole: true })}
            </Link>
          </li>
        </ul>
      </nav>
    </>
  );
}
