import type { TodayRate } from "@nagai/contracts/catalog";
import { Link } from "react-router";
import { RatesTicker } from "./rates-ticker";

export function Header({ rates }: { rates: TodayRate | null }) {
  return (
    <header className="site-header">
      <RatesTicker rates={rates} />
      <div className="site-header__bar">
        <Link to="/" className="brand">
          Nagai
          {/* நகை is Tamil for jewellery; the link's name stays "Nagai" for screen readers. */}
          <span className="brand__tamil" lang="ta" aria-hidden="true">
            நகை
          </span>
        </Link>
      </div>
    </header>
  );
}
