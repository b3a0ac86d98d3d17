import { Link } from "react-router";

/** Previous and next links of a paged desk list, keeping its filters. */
export function PageLinks({
  list,
  filters,
}: {
  list: { page: number; totalPages: number };
  filters: Record<string, string>;
}) {
  if (list.totalPages <= 1) return null;
  const href = (page: number) => `?${new URLSearchParams({ ...filters, page: String(page) })}`;
  return (
    <nav aria-label="Pages" className="desk-pages">
      {list.page > 0 && <Link to={href(list.page - 1)}>Previous</Link>}
      <span>
        Page {list.page + 1} of {list.totalPages}
      </span>
      {list.page + 1 < list.totalPages && <Link to={href(list.page + 1)}>Next</Link>}
    </nav>
  );
}
