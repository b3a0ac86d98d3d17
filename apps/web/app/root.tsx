import type { TodayRate } from "@nagai/contracts/catalog";
import type { ShopperState } from "@nagai/contracts/shopper-state";
import { lazy, type ReactNode, Suspense, useEffect } from "react";
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
import { BackToTop } from "./components/back-to-top";
import { Header, type ShopperKnown } from "./components/header";
import { NotFoundMessage } from "./components/not-found-message";
import { ProductIconSprite } from "./components/product-icons";
import { SiteFooter } from "./components/site-footer";
import { type ApiClient, createApiClient } from "./lib/api";
import { useNonce } from "./lib/nonce";
import { CATALOGUE_ONLY, rootPageHeaders } from "./lib/page-cache";
import { usePersonalState, useStateAfterReturn } from "./lib/personal-state";
import { readActionPath } from "./lib/personal-texts";
import { useRememberLastVisited } from "./lib/session";
import { findShopperState } from "./lib/session.server";
import { askShopperState, useShopperState } from "./lib/shopper-state";
import { useHydrated } from "./lib/use-hydrated";
import shellStylesheet from "./styles/shell.css?url";

/** Toasts follow a shopper's action, never a page's first paint: their code loads after hydration. */
const Toasts = lazy(() => import("./components/toasts"));

/** The spec keeps rates for 2 minutes before asking again. */
const RATES_STALE_MS = 2 * 60 * 1000;

/**
 * Each page links its one stylesheet itself (decision 062): the catalogue's three pages their own,
 * every other page app.css (routes/every-part.tsx). The error boundary below links the shell's.
 */
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** The staff console's pages (decision 045): none of the storefront's header, footer or rates. */
const isStaffPage = (pathname: string) => pathname === "/staff" || pathname.startsWith("/staff/");

export async function loader({ request, context }: Route.LoaderArgs) {
  if (isStaffPage(new URL(request.url).pathname)) return { rates: null };
  // A shared page's render has no cookie (decision 057): no state is asked, and the data is the
  // same for everyone. A page rendered for the shopper (cart, orders, account) carries their
  // state, so its header, badges and buttons are right in the server's HTML.
  const [rates, shopper] = await Promise.all([
    askRates(createApiClient(context)),
    findShopperState(request, context),
  ]);
  if (shopper !== undefined) return { rates, shopper };
  return rates ? data({ rates }, { headers: CATALOGUE_ONLY }) : { rates };
}

async function askRates(api: ApiClient): Promise<TodayRate | null> {
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

/**
 * The root's data in the browser: the server's (the rates), and the shopper's own state. A page
 * rendered for the shopper brings it; a shared page's comes from one private call
 * (GET /api/v1/user/state, decision 057), asked once the page is hydrated (lib/shopper-state.ts)
 * and by this loader after every change the shopper makes. `shopper` is undefined in a shared
 * page's HTML and until the call answers, null when it failed: the page then shows what a visitor
 * sees, and a tap on a heart or a cart button still asks the server, which knows.
 */
export interface RootData {
  rates: TodayRate | null;
  shopper?: ShopperState | null;
}

/** The rates the root last had from the server, when, and for which side of the shop. */
let serverData: { rates: TodayRate | null; staff: boolean; at: number } | undefined;

// No `hydrate`: this runs on the router's loads after hydration only (lib/shopper-state.ts says why).
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs): Promise<RootData> {
  const staff = isStaffPage(new URL(request.url).pathname);
  const [rates, shopper] = await Promise.all([
    loadRates(staff, serverLoader),
    staff
      ? undefined
      : createApiClient()
          .getShopperState()
          .catch(() => null),
  ]);
  return { rates, shopper };
}

/**
 * On hydration: the rates the page was rendered with count from now for the spec's 2 minutes, and
 * a shared page asks for the shopper's state.
 */
function useHydrationStart(data: RootData | undefined, staffPage: boolean): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with the hydrated page's data
  useEffect(() => {
    if (serverData !== undefined || data === undefined) return;
    serverData = { rates: data.rates, staff: staffPage, at: Date.now() };
    if (!staffPage && data.shopper === undefined) askShopperState();
  }, []);
}

/**
 * The rates, asked of the server again only once the spec's 2 minutes have passed, or between
 * the console and the storefront. A wishlist or cart change reloads the shopper's state alone.
 */
async function loadRates(
  staff: boolean,
  serverLoader: Route.ClientLoaderArgs["serverLoader"],
): Promise<TodayRate | null> {
  if (serverData && serverData.staff === staff && Date.now() - serverData.at < RATES_STALE_MS) {
    return serverData.rates;
  }
  const { rates }: RootData = await serverLoader();
  serverData = { rates, staff, at: Date.now() };
  return rates;
}

export const headers = rootPageHeaders;

export function shouldRevalidate({
  formMethod,
  formAction,
  currentUrl,
  nextUrl,
}: ShouldRevalidateFunctionArgs) {
  // After a wishlist or cart change, always: even a refused one (a 4xx) can mean the page's lists
  // were out of date, say changed in another tab. After any other action too: a log in changes
  // who the shopper is. The rates are asked again only when stale (loadRates).
  if (readActionPath(formAction) !== null) return true;
  if (formMethod && formMethod !== "GET") return true;
  // The page asked again (a page back from the back/forward cache revalidates, lib/personal-state.ts).
  if (currentUrl.href === nextUrl.href) return true;
  // The home page's Recently Viewed follows the shopper's state, which the product pages just
  // visited have changed (routes/product/record-view.ts): asked again on the way home.
  if (nextUrl.pathname === "/" && currentUrl.pathname !== "/") return true;
  // A navigation asks again only once the rates are older than the spec's 2 minutes.
  return serverData === undefined || Date.now() - serverData.at >= RATES_STALE_MS;
}

function shopperKnown(shopper: ShopperState | null | undefined): ShopperKnown | undefined {
  if (shopper === undefined) return undefined;
  if (shopper === null) return "unavailable";
  return shopper.signedIn ? "signed-in" : "visitor";
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  const shopper = useShopperState();
  const personal = usePersonalState();
  const hydrated = useHydrated();
  const nonce = useNonce();
  const staffPage = isStaffPage(useLocation().pathname);
  useHydrationStart(data, staffPage);
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
          <Header rates={data?.rates ?? null} shopper={shopperKnown(shopper)} counts={personal.counts} />
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

export default function App() {
  useRememberLastVisited(usePersonalState().signedIn);
  useStateAfterReturn();
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
  return (
    <>
      {/* The page's own stylesheet is not linked when the root shows its error: the shell's is,
          which React puts in the head (decision 062). */}
      <link rel="stylesheet" href={shellStylesheet} precedence="shell" />
      <ErrorMessage error={error} />
    </>
  );
}

function ErrorMessage({ error }: { error: unknown }) {
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
