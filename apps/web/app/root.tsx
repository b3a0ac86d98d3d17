import type { Profile } from "@nagai/contracts/auth";
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
  useLocation,
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
import { usePersonalState } from "./lib/personal-state";
import { loadPersonalState } from "./lib/personal-state.server";
import { readActionPath } from "./lib/personal-texts";
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

/** The staff console's pages (decision 045): none of the storefront's header, footer or rates. */
const isStaffPage = (pathname: string) => pathname === "/staff" || pathname.startsWith("/staff/");

export async function loader({ request, context }: Route.LoaderArgs) {
  if (isStaffPage(new URL(request.url).pathname)) return { rates: null, user: null };
  const api = createApiClient(context);
  const [rates, profile] = await Promise.all([loadRates(api), findProfile(request, context)]);
  if (!profile) {
    // Nothing here may differ between anonymous shoppers: the page is kept for all of them.
    const anonymous = { rates, user: null };
    return rates ? data(anonymous, { headers: CATALOGUE_ONLY }) : anonymous;
  }
  // A signed-in shopper's page is theirs alone: it never says "catalogue", so it is never kept
  // (the server keeps no request that carries a cookie anyway; decision 008). Their wishlist and
  // cart come with it, for the badges, hearts and cart buttons of every page (decision 017).
  const user: HeaderUser = { name: profile.name };
  return { rates, user, personal: await loadPersonalState(api, profile) };
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
async function findProfile(request: Request, context: Route.LoaderArgs["context"]): Promise<Profile | null> {
  try {
    return await findUser(request, context);
  } catch {
    // The header then offers Log in; a protected page's own loader still reports the failure.
    return null;
  }
}

export const headers = rootPageHeaders;

export function shouldRevalidate({
  formMethod,
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  // After a wishlist or cart change, always: even a refused one (a 4xx, which React Router would
  // not reload after) can mean the page's lists were out of date, say changed in another tab.
  if (readActionPath(formAction) !== null) return true;
  // After any other action, reload as usual. Otherwise the next navigation asks for rates again
  // only once they are older than the spec's 2 minutes.
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  const stale = Date.now() - ratesCheckedAt >= RATES_STALE_MS;
  if (stale) ratesCheckedAt = Date.now();
  return stale;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const personal = usePersonalState();
  const hydrated = useHydrated();
  const nonce = useNonce();
  const staffPage = isStaffPage(useLocation().pathname);
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
        {!staffPage && <ProductIconSprite />}
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {!staffPage && (
          <Header rates={data?.rates ?? null} user={data?.user ?? null} counts={personal.counts} />
        )}
        <main id="main" className="page">
          {children}
        </main>
        {!staffPage && <SiteFooter />}
        {!staffPage && <BackToTop />}
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
