import { PAYMENT, PAYMENT_MESSAGES, PAYMENT_RETURN_PAGES } from "@nagai/contracts/payment-texts";
import { useEffect, useRef, useState } from "react";
import { data, Link, redirect, useFetcher, useNavigate, useRevalidator } from "react-router";
import { ApiError, createApiClient } from "../lib/api";
import { notify } from "../lib/notify";
import { privatePageHeaders } from "../lib/page-cache";
import { readForm } from "../lib/read-form.server";
import { requireUser } from "../lib/require-user.server";
import { loginHref } from "../lib/session";
import type { Route } from "./+types/payment";
import { orderDetailHref, paymentHref, statusLine, whyNotPayable } from "./payment/order-payment-state";
import { type PaymentStart, startPayment } from "./payment/start-payment.server";

/*
 * /payment/:orderId, the spec's payment loading page (decision 025). The loader reads the order;
 * the action starts the payment (initiate-sale, then redirect-url) and sends the browser to the
 * gateway. With JavaScript the page starts it by itself as soon as it can, and shows the spec's
 * texts on the way; without, it shows a button that posts the same form and is answered with a
 * 303 to the gateway. The server decides whether the order can be paid, both times.
 */

/** The form field that says the page's script posted, and wants the outcome rather than a redirect. */
const ENHANCED_FIELD = "enhanced";

/**
 * The page's status for each outcome: the gateway's failures are the API's 503 (with its
 * Retry-After, plugins/web.ts), never a 5xx that reads as the shop's defect.
 */
const OUTCOME_STATUS: Record<PaymentStart["kind"], number> = {
  redirect: 200,
  closed: 409,
  missing: 404,
  failed: 503,
  redirectFailed: 503,
  detailsMissing: 503,
};

export const headers = privatePageHeaders;

export function meta(): Route.MetaDescriptors {
  return [{ title: "Payment | Nagai" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireUser(request, context);
  const { orderId } = params;
  try {
    const order = await createApiClient(context).getOrder(orderId);
    const closed = whyNotPayable(order);
    return closed
      ? { orderId, state: "closed" as const, message: closed, status: statusLine(order) }
      : { orderId, state: "payable" as const };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // The session ended since the page was opened (expired, or a password change).
    if (error.status === 401) throw redirect(loginHref(paymentHref(orderId)));
    // Unknown, another shopper's, or an id the API refuses to read: not found, all alike.
    if (error.status === 404 || error.status === 400) {
      return data({ orderId, state: "missing" as const }, { status: 404 });
    }
    return data({ orderId, state: "unavailable" as const, message: error.message }, { status: 503 });
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireUser(request, context);
  const enhanced = (await readForm(request)).get(ENHANCED_FIELD) === "1";
  let outcome: PaymentStart;
  try {
    outcome = await startPayment(createApiClient(context), params.orderId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      throw redirect(loginHref(paymentHref(params.orderId)));
    throw error;
  }
  // Without JavaScript the browser follows the answer itself; the gateway is another site in
  // production, a path of this one for the sandbox: either way a 303 turns the POST into a GET.
  if (outcome.kind === "redirect" && !enhanced) throw redirect(outcome.address, 303);
  return data({ outcome }, { status: OUTCOME_STATUS[outcome.kind] });
}

export default function Payment({ loaderData, actionData }: Route.ComponentProps) {
  const { orderId } = loaderData;
  const fetcher = useFetcher<typeof action>();
  const outcome = fetcher.data?.outcome ?? actionData?.outcome;
  const retry = useOrderRetries(orderId, loaderData.state === "missing");
  useStartPayment(loaderData.state === "payable", fetcher.submit);
  useFollowOutcome(orderId, fetcher.data?.outcome);

  if (outcome && outcome.kind !== "redirect") return <Failure orderId={orderId} outcome={outcome} />;
  if (loaderData.state === "closed") {
    const closed = { kind: "closed", message: loaderData.message } as const;
    return <Failure orderId={orderId} outcome={closed} status={loaderData.status} />;
  }
  if (loaderData.state === "unavailable") {
    return <Failure orderId={orderId} outcome={{ kind: "failed", message: loaderData.message }} />;
  }
  if (retry > PAYMENT.retryLimit) return <Failure orderId={orderId} outcome={{ kind: "missing" }} />;
  const starting = fetcher.state !== "idle" || outcome?.kind === "redirect";
  return (
    <StatusPage title={PAYMENT_MESSAGES.generating} busy>
      <p aria-live="polite">
        {outcome?.kind === "redirect"
          ? `${PAYMENT_MESSAGES.initiated} ${PAYMENT_MESSAGES.takingYouToGateway}`
          : retry > 0 && PAYMENT_MESSAGES.retrying(retry)}
      </p>
      {/*
        Without JavaScript, and until the page's script starts the payment: the same start as a
        document post, answered with a 303 to the gateway (a fetcher would follow that redirect
        inside the app, where the sandbox's page is not a route).
      */}
      {loaderData.state === "payable" && !starting && (
        <form method="post">
          <button type="submit" className="button">
            {PAYMENT_MESSAGES.continueToPayment}
          </button>
        </form>
      )}
      {loaderData.state === "missing" && (
        <noscript>
          <p>{PAYMENT_MESSAGES.orderNotFound}</p>
          <a href="/orders" className="button">
            Go to Orders
          </a>
        </noscript>
      )}
    </StatusPage>
  );
}

/**
 * The spec's waiting for the order: when it is not found, read it again a second later, up to
 * three times ('Retrying... (n/3)' from the wait to the answer), then 'Order not found' and on to
 * /orders. Answers the retry under way (0 before the first), or retryLimit + 1 once it gave up.
 */
function useOrderRetries(orderId: string, missing: boolean): number {
  const [retry, setRetry] = useState(0);
  const { revalidate } = useRevalidator();
  const navigate = useNavigate();
  useEffect(() => {
    if (!missing) return;
    let cancelled = false;
    const api = createApiClient();
    const wait = () => new Promise((resolve) => setTimeout(resolve, PAYMENT.retryDelayMs));
    void (async () => {
      for (let attempt = 1; attempt <= PAYMENT.retryLimit; attempt++) {
        setRetry(attempt);
        await wait();
        if (cancelled) return;
        try {
          await api.getOrder(orderId);
          // There now: the loader reads it again and the page goes on to pay it.
          if (!cancelled) await revalidate();
          return;
        } catch {
          // Not there yet (or unreadable): the next attempt, or giving up.
        }
      }
      if (cancelled) return;
      setRetry(PAYMENT.retryLimit + 1);
      notify("error", PAYMENT_MESSAGES.orderNotFound);
      navigate("/orders", { replace: true });
    })();
    return () => {
      cancelled = true;
    };
  }, [orderId, missing, revalidate, navigate]);
  return retry;
}

/** Starts the payment once, as soon as the page runs, for an order the loader found payable. */
function useStartPayment(payable: boolean, submit: ReturnType<typeof useFetcher>["submit"]): void {
  const started = useRef(false);
  useEffect(() => {
    if (!payable || started.current) return;
    started.current = true;
    void submit({ [ENHANCED_FIELD]: "1" }, { method: "post" });
  }, [payable, submit]);
}

/** Acts on what the script's start answered: to the gateway, or the spec's toasts and /orders. */
function useFollowOutcome(orderId: string, outcome: PaymentStart | undefined): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!outcome) return;
    switch (outcome.kind) {
      case "redirect":
        notify("success", PAYMENT_MESSAGES.initiated);
        // A document load: the gateway is another site, or (the sandbox) a page outside the app.
        // In place of this page, so Back from the gateway does not start another payment.
        window.location.replace(outcome.address);
        return;
      case "failed":
        notify("error", outcome.message);
        notify("error", PAYMENT_MESSAGES.paymentFailed);
        navigate(PAYMENT_RETURN_PAGES.failed(orderId), { replace: true });
        return;
      case "redirectFailed":
        notify("error", PAYMENT_MESSAGES.redirectFailed);
        navigate("/orders", { replace: true });
        return;
      case "detailsMissing":
        notify("info", PAYMENT_MESSAGES.redirectDetailsMissing);
        navigate("/orders", { replace: true });
        return;
      case "missing":
        notify("error", PAYMENT_MESSAGES.orderNotFound);
        navigate("/orders", { replace: true });
        return;
      case "closed":
        // Said on the page, with the way to the order: nothing to go on to.
        return;
    }
  }, [orderId, outcome, navigate]);
}

/**
 * What the page says when the payment cannot go on (the script has moved on already, mostly);
 * `status` is the order's, when the page knows it.
 */
function Failure({
  orderId,
  outcome,
  status,
}: {
  orderId: string;
  outcome: Exclude<PaymentStart, { kind: "redirect" }>;
  status?: string;
}) {
  switch (outcome.kind) {
    case "closed":
      return (
        <StatusPage title={outcome.message}>
          {status && <p>{status}</p>}
          <Link to={orderDetailHref(orderId)} className="button">
            View order {orderId}
          </Link>
        </StatusPage>
      );
    case "missing":
      return (
        <StatusPage title={PAYMENT_MESSAGES.orderNotFound}>
          <OrdersLink />
        </StatusPage>
      );
    case "failed":
      return (
        <StatusPage title={outcome.message}>
          <p>{PAYMENT_MESSAGES.paymentFailed}</p>
          <div className="payment-page__actions">
            <Link to={paymentHref(orderId)} className="button">
              Try again
            </Link>
            <OrdersLink />
          </div>
        </StatusPage>
      );
    case "redirectFailed":
    case "detailsMissing":
      return (
        <StatusPage
          title={
            outcome.kind === "redirectFailed"
              ? PAYMENT_MESSAGES.redirectFailed
              : PAYMENT_MESSAGES.redirectDetailsMissing
          }
        >
          <OrdersLink />
        </StatusPage>
      );
  }
}

function OrdersLink() {
  return (
    <Link to="/orders" className="button button--ghost">
      Go to Orders
    </Link>
  );
}

function StatusPage({
  title,
  busy = false,
  children,
}: {
  title: string;
  busy?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section className="status-page payment-page" aria-labelledby="payment-title" aria-busy={busy}>
      <h1 id="payment-title">{title}</h1>
      <div className="payment-page__body">{children}</div>
    </section>
  );
}
