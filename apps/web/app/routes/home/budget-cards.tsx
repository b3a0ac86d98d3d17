import type { CSSProperties } from "react";
import { Link } from "react-router";
import { Picture } from "../../components/picture";
import { getListingHref } from "./listing-href";
import type { BudgetCard } from "./load-home";

/** Budget cards crop the banner to 4:3, so the picture drawn is twice the card wide: 2 cards across on phones, 4 from 768 px. */
const BUDGET_SIZES = "(min-width: 1200px) 570px, (min-width: 768px) 48vw, 96vw";

/**
 * Spec section 2, item 5. Each card enters 150 ms after the one before (spec section 9); the
 * delay is a CSS variable read by home.css, and the entry moves by transform and opacity only, so
 * the layout never shifts.
 */
export function BudgetCards({ budgets }: { budgets: BudgetCard[] }) {
  return (
    <ul className="budget-grid">
      {budgets.map((budget, index) => (
        <li key={budget.id} className="budget-card" style={{ "--card-index": index } as CSSProperties}>
          <Link
            className="budget-card__link"
            // An open top band ("₹3,000 & Above") has no maximum: the link leaves it out.
            to={getListingHref({ minGrandTotal: budget.min_price, maxGrandTotal: budget.max_price })}
          >
            <Picture
              path={budget.image_path}
              kind="banner"
              alt={budget.alt}
              sizes={BUDGET_SIZES}
              className="budget-card__picture"
            />
            <span className="budget-card__title">{budget.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
