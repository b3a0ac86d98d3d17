import type { TodayRate } from "@nagai/contracts/catalog";
import { lazy, type ReactNode, Suspense } from "react";
import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useNavigation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { BackToTop } from "./components/back-to-top";
import { Header, type HeaderUser } from "./components/header";
import { NotFoundMessage } from "./components/not-found-message";
import { ProductIconSprite } from "./components/product-icons";
import { SiteFooter } from "./components/site-footer";
import { type ApiClient, createApiClient } from "./lib/api";
import { useNonce } from "./lib/nonce";
import { CATALOGUE_ONLY, rootPageHeaders } from "./lib/page-cache";
import { useRememberLastVisited } from "./lib/session";
import { findUser } from "./lib/session.server";
import { useHydrated } from "./lib/use-hydrated";

/** Toasts follow a shopper's action, never a page's first paint: their code loads after hydration. */
const Toasts = lazy(() => import("./components/toasts"));

/** The spec keeps rates for 2 minutes before asking again. */
const RATES_STALE_MS = 2 * 60 * 1000;
let ratesCheckedAt = Date.now();

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const [rates, user] = await Promise.all([
    loadRates(createApiClient(context)),
    findHeaderUser(request, context),
  ]);
  // A signed-in shopper's page is theirs alone: it never says "catalogue", so it is never kept
  // (the server keeps no request that carries a cookie anyway; decision 008).
  if (rates && !user) return data({ rates, user }, { headers: CATALOGUE_ONLY });
  return { rates, user };
}

async function loadRates(api: ApiClient): Promise<TodayRate | null> {
  // Every page's header shows the rates: the spec tries once more, and a failure costs only the ticker.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      return await api.getTodayRates();
    } catch {
      // One more attempt; after it the ticker says "Unable to load rates".
    }
  }
  return null;
}

/** Only a request that carries the session cookie costs a call to the API (lib/session.server.ts). */
async function findHeaderUser(
  request: Request,
  context: Route.LoaderArgs["context"],
): Promise<HeaderUser | null> {
  try {
    const profile = await findUser(request, context);
    return profile && { name: profile.name };
  } catch {
    // The header then offers Log in; a protected page's own loader still reports the failure.
    return null;
  }
}

export const headers = rootPageHeaders;

export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  // After an action, reload as usual. Otherwise the next navigation asks for rates again only
  // once they are older than the spec's 2 minutes.
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  const stale = Date.now() - ratesCheckedAt >= RATES_STALE_MS;
  if (stale) ratesCheckedAt = Date.now();
  return stale;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const hydrated = useHydrated();
  const nonce = useNonce();
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#5c1420" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body>
        <ProductIconSprite />
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <Header rates={data?.rates ?? null} user={data?.user ?? null} />
        <main id="main" className="page">
          {children}
        </main>
        <SiteFooter />
        <BackToTop />
        {hydrated && (
          <Suspense fallback={null}>
            <Toasts />
          </Suspense>
        )}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useRememberLastVisited(loaderData.user !== null);
  const navigation = useNavigation();
  const loading = navigation.state === "loading";
  return (
    <>
      <div className="page-progress" data-active={loading} role="status">
        <span className="visually-hidden">{loading ? "Loading..." : ""}</span>
      </div>
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundMessage />;
  // A request the server refused (an unreadable form, lib/read-form.server.ts) says why.
  const refusal =
    isRouteErrorResponse(error) && error.status < 500 && typeof error.data === "string" ? error.data : null;
  return (
    <section className="status-page">
      <h1>Something went wrong</h1>
      <p>{refusal ?? "Please refresh the page or try again later."}</p>
      {import.meta.env.DEV && error instanceof Error && (
        <pre className="status-page__stack">{error.stack}</pre>
      )}
      <Link to="/" className="button">
        Back to Home
      </Link>
    </section>
  );
}
