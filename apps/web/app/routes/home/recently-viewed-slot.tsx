import { Link } from "react-router";
import { HomeSection } from "./home-section";

interface RecentlyViewedSlotProps {
  /** The signed-in shopper, or null; sign-in and the recently viewed list come in later issues. */
  user: { id: number } | null;
}

/**
 * Spec section 2, item 14: recently viewed pieces, only for a signed-in shopper. A placeholder
 * until accounts exist: it renders nothing without a user and makes no call. With a user it
 * shows the spec's empty state, where the list will go.
 */
export function RecentlyViewedSlot({ user }: RecentlyViewedSlotProps) {
  if (user === null) return null;
  return (
    <HomeSection id="recently-viewed" title="Recently Viewed">
      <div className="notice">
        <p>No recently viewed products</p>
        <Link className="button" to="/shop-left">
          Browse Products
        </Link>
      </div>
    </HomeSection>
  );
}
