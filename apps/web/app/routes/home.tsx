import { LISTING_INITIAL_SIZE } from "@nagai/contracts/constants";
import { Form } from "react-router";
import { selectCardFields } from "../components/product-card";
import { ProductGrid } from "../components/product-grid";
import { createApiClient, getErrorMessage } from "../lib/api";
import type { Route } from "./+types/home";

export function meta(): Route.MetaDescriptors {
  return [
    { title: "Nagai | Gold, Silver and Oxidised Jewellery Online" },
    {
      name: "description",
      content:
        "Shop rings, necklaces, bracelets and earrings in gold, silver and oxidised finishes, with today's metal rates and prices in rupees.",
    },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  // Awaited, not deferred: the grid is the page's content and must be in the server's HTML.
  try {
    const list = await createApiClient(context).listProducts({
      page: 0,
      pageSize: LISTING_INITIAL_SIZE,
      sortBy: "relevance",
      sortDirection: "DESC",
    });
    return { products: list.data.map(selectCardFields), error: null };
  } catch (error) {
    return { products: [], error: getErrorMessage(error) };
  }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { products, error } = loaderData;
  return (
    <>
      <h1 className="visually-hidden">Nagai jewellery</h1>
      <section className="home-section" aria-labelledby="home-products">
        <h2 id="home-products">Shop the collection</h2>
        {error !== null ? (
          <div className="notice notice--error" role="alert">
            <p>Failed to load products: {error}</p>
            {/* A GET form to this page: with JavaScript it reruns the loader, without it reloads. */}
            <Form method="get">
              <button type="submit" className="button">
                Retry
              </button>
            </Form>
          </div>
        ) : products.length === 0 ? (
          <p className="notice">No products found</p>
        ) : (
          <ProductGrid products={products} />
        )}
      </section>
    </>
  );
}
