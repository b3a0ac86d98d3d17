import {
  DELIVERY_MESSAGES,
  type DeliveryAnswer,
  describeDelivery,
  PINCODE_RULE,
} from "@nagai/contracts/delivery-texts";
import { type FormEvent, useEffect, useId, useState } from "react";
import { ApiError, createApiClient } from "../lib/api";

/** What the page's loader answered for `?pincode=` (the form without JavaScript), or nothing asked. */
export interface DeliveryCheckState {
  pincode: string;
  answer: DeliveryAnswer | null;
  /** Why there is no answer: an invalid PIN code, or the API could not be asked. */
  error: string | null;
}

export const PINCODE_PARAM = "pincode";
const UNAVAILABLE = "We could not check this PIN code just now. Please try again.";

/**
 * Reads `?pincode=` for a page's loader: the API's answer, the API's refusal, or null when the
 * address asks nothing. The page must not be kept in the page cache when it answers one.
 */
export async function loadDeliveryCheck(
  url: URL,
  api: { checkDelivery(pincode: string): Promise<DeliveryAnswer> },
): Promise<DeliveryCheckState | null> {
  const pincode = url.searchParams.get(PINCODE_PARAM)?.trim();
  if (pincode === undefined) return null;
  return askDelivery(pincode, api);
}

/** The API's answer for one PIN code, its refusal, or that it could not be asked. */
export async function askDelivery(
  pincode: string,
  api: { checkDelivery(pincode: string): Promise<DeliveryAnswer> },
): Promise<DeliveryCheckState> {
  if (!PINCODE_RULE.test(pincode)) return { pincode, answer: null, error: DELIVERY_MESSAGES.pincodeInvalid };
  try {
    return { pincode, answer: await api.checkDelivery(pincode), error: null };
  } catch (error) {
    const message = error instanceof ApiError && error.status === 400 ? error.message : UNAVAILABLE;
    return { pincode, answer: null, error: message };
  }
}

/**
 * "Check delivery": a PIN code and the shop's answer (decision 048). A GET form to the page, which
 * its loader answers (`?pincode=`), so it works without JavaScript; with it, the API is asked from
 * the page and nothing reloads. `keep` carries the page's other query values through the GET form;
 * `autoCheck` asks at once for a PIN code given without an answer (the checkout's chosen address).
 */
export function DeliveryCheck({
  initial,
  keep = [],
  autoCheck = false,
  title = "Check delivery",
}: {
  initial: DeliveryCheckState | null;
  keep?: readonly (readonly [string, string])[];
  autoCheck?: boolean;
  title?: string;
}) {
  const id = useId();
  const [state, setState] = useState(initial);
  const [shown, setShown] = useState(initial);
  const [pending, setPending] = useState(false);
  // A new answer from the loader (another PIN code asked without JavaScript, another address).
  if (!sameCheck(shown, initial)) {
    setShown(initial);
    setState(initial);
  }

  async function ask(pincode: string) {
    setPending(true);
    setState(await askDelivery(pincode, createApiClient()));
    setPending(false);
  }

  const unanswered =
    autoCheck && initial !== null && !initial.answer && !initial.error ? initial.pincode : null;
  useEffect(() => {
    if (unanswered === null) return;
    let live = true;
    setPending(true);
    void askDelivery(unanswered, createApiClient()).then((next) => {
      if (!live) return;
      setState(next);
      setPending(false);
    });
    return () => {
      live = false;
    };
  }, [unanswered]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const pincode = String(new FormData(event.currentTarget).get(PINCODE_PARAM) ?? "").trim();
    void ask(pincode);
  }

  const answer = state?.answer;
  const tone = state?.error || (answer && !answer.serviceable) ? "delivery-check__answer--no" : "";
  return (
    <form
      method="get"
      className="delivery-check"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <p id={`${id}-title`} className="delivery-check__title">
        {title}
      </p>
      {keep.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <div className="delivery-check__row">
        <label htmlFor={`${id}-pincode`} className="delivery-check__label">
          PIN code
        </label>
        <input
          id={`${id}-pincode`}
          name={PINCODE_PARAM}
          className="delivery-check__input"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          defaultValue={initial?.pincode ?? ""}
          aria-invalid={state?.error ? true : undefined}
          aria-describedby={`${id}-answer`}
        />
        <button type="submit" className="button button--outline" disabled={pending}>
          Check
        </button>
      </div>
      <p id={`${id}-answer`} className={`delivery-check__answer ${tone}`} role="status">
        {pending ? "Checking…" : state?.error ? state.error : answer ? describeDelivery(answer) : ""}
      </p>
    </form>
  );
}

function sameCheck(a: DeliveryCheckState | null, b: DeliveryCheckState | null): boolean {
  return (
    a === b ||
    (a !== null && b !== null && a.pincode === b.pincode && a.answer === b.answer && a.error === b.error)
  );
}
