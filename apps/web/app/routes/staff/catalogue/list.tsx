import type { StaffProductList } from "@nagai/contracts/staff-products";
import { Form, Link } from "react-router";
import { privatePageHeaders } from "../../../lib/page-cache";
import { Scroll } from "../orders/order-records";
import { rupees } from "../orders/staff-order-format";
import type { Route } from "./+types/list";
import { catalogueApi } from "./catalogue-api.server";

export const headers = privatePageHeaders;

export function meta(): Route.MetaDescriptors {
  return [{ title: "Catalogue | Nagai staff" }, { name: "robots", content: "noindex" }];
}

/** The catalogue's pieces (issue 26 item 4, decision 049): a GET search form and pages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = url.searchParams.get("q") ?? "";
  const page = url.searchParams.get("page") ?? "0";
  const answer = await catalogueApi<StaffProductList>(
    request,
    context,
    `/products?${new URLSearchParams({ q, page, size: "25" })}`,
  );
  const empty: StaffProductList = { content: [], totalPages: 0, totalElements: 0, page: 0, size: 25 };
  return answer.ok
    ? { q, list: answer.body, problem: null }
    : { q, list: empty, problem: answer.body.message ?? "The list could not be read" };
}

const pageHref = (q: string, page: number) => {
  const query = new URLSearchParams();
  if (q) query.set("q", q);
  if (page > 0) query.set("page", String(page));
  const text = query.toString();
  return text ? `/staff/catalogue?${text}` : "/staff/catalogue";
};

export default function StaffCatalogue({ loaderData }: Route.ComponentProps) {
  const { q, list, problem } = loaderData;
  return (
    <section aria-labelledby="catalogue-title">
      <h1 id="catalogue-title" className="staff__title">
        Catalogue
      </h1>
      <p className="staff-moves">
        <Link className="staff-button" to="/staff/catalogue/new">
          New piece
        </Link>{" "}
        <Link to="/staff/catalogue/import">Import / export</Link>{" "}
        <Link to="/staff/catalogue/home">Home page lists</Link>
      </p>
      <Form method="get" action="/staff/catalogue" className="staff-filters" aria-label="Search pieces">
        <div className="staff-filters__field staff-filters__field--wide">
          <label htmlFor="catalogue-q">TAGNO, HUID or name</label>
          <input id="catalogue-q" name="q" type="search" defaultValue={q} maxLength={80} />
        </div>
        <button type="submit" className="staff-button">
          Search
        </button>
      </Form>
      {problem && (
        <p className="staff-alert" role="alert">
          {problem}
        </p>
      )}
      <p className="staff-count" role="status">
        {(list.totalElements === 1 ? "1 piece" : `${list.totalElements} pieces`) +
          (list.totalPages > 1 ? `, page ${list.page + 1} of ${list.totalPages}` : "")}
      </p>
      {list.content.length > 0 && (
        <Scroll label="Pieces table">
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">TAGNO</th>
                <th scope="col">Name</th>
                <th scope="col">Category</th>
                <th scope="col">Purity</th>
                <th scope="col">HUID</th>
                <th scope="col" className="staff-table__number">
                  Price now
                </th>
                <th scope="col" className="staff-table__number">
                  Stock
                </th>
                <th scope="col">For sale</th>
              </tr>
            </thead>
            <tbody>
              {list.content.map((piece) => (
                <tr key={piece.SNO}>
                  <td>
                    <Link to={`/staff/catalogue/${piece.SNO}`}>{piece.TAGNO}</Link>
                  </td>
                  <td>{piece.PRODUCTNAME}</td>
                  <td>
                    {piece.ITEMNAME} · {piece.SUBITEMNAME}
                  </td>
                  <td>{piece.PURITY}</td>
                  <td>{piece.HUID ?? "—"}</td>
                  <td className="staff-table__number">{rupees(piece.GrandTotal)}</td>
                  <td className="staff-table__number">{piece.stock}</td>
                  <td>{piece.forSale ? "Yes" : "Not for sale"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      )}
      {list.totalPages > 1 && (
        <nav className="staff-pager" aria-label="Pages">
          {list.page > 0 && <Link to={pageHref(q, list.page - 1)}>Previous page</Link>}
          {list.page + 1 < list.totalPages && <Link to={pageHref(q, list.page + 1)}>Next page</Link>}
        </nav>
      )}
    </section>
  );
}
