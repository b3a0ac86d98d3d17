import type { Address } from "@nagai/contracts/address";
import { ADDRESS_MESSAGES } from "@nagai/contracts/address-texts";
import { useCallback, useRef, useState } from "react";
import {
  data,
  Form,
  Link,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useFetcher,
  useFetchers,
  useNavigate,
  useSearchParams,
} from "react-router";
import { useConfirm } from "../components/confirm-dialog";
import { ApiError, createApiClient, getErrorMessage } from "../lib/api";
import { notify } from "../lib/notify";
import { privatePageHeaders } from "../lib/page-cache";
import { loginHref } from "../lib/session";
import { findUser } from "../lib/session.server";
import type { Route } from "./+types/addresses";
import { AccountShell } from "./account/account-shell";
import { runAddressAction } from "./addresses/address-action.server";
import { AddressCard } from "./addresses/address-card";
import { AddressForm, type AddressFormState } from "./addresses/address-form";
import {
  ADDRESS_PAGE,
  ADDRESS_TABS,
  type AddressActionResult,
  type AddressTab,
  applyPendingChanges,
  countByTab,
  getFailureTexts,
  getFormValues,
  isInTab,
  type PendingAddressChange,
  readPostedAddress,
  readTab,
  TAB_LABELS,
} from "./addresses/address-view";

export const headers = privatePageHeaders;

export function meta(): Route.MetaDescriptors {
  return [{ title: "My Addresses | Nagai" }, { name: "robots", content: "noindex" }];
}

/**
 * Spec 001's route table lists /AddressManager without protection: the page itself tells a
 * visitor "User not authenticated", with a way to log in that comes back here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await findUser(request, context);
  if (!user) return { signedIn: false as const };
  try {
    const { data: addresses } = await createApiClient(context).listAddresses(user.id);
    return { signedIn: true as const, userName: user.name, addresses, loadError: null };
  } catch (error) {
    // The session ended between the profile and the list (expired, or a password change).
    if (error instanceof ApiError && error.status === 401) throw redirect(loginHref(ADDRESS_PAGE));
    return data(
      { signedIn: true as const, userName: user.name, addresses: null, loadError: getErrorMessage(error) },
      { status: error instanceof ApiError ? 502 : 500 },
    );
  }
}

export function action({ request, context }: Route.ActionArgs) {
  return runAddressAction(request, context);
}

/**
 * Every change from a hydrated page passes here: its answer is toasted once (spec 001 section 8),
 * whichever form posted it. No answer of the action's own (the network dropped, a proxy's 500) is
 * the spec's failure text, so the change rolls back instead of the page turning into an error.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const intent = (await request.clone().formData()).get("intent");
  let result: AddressActionResult;
  try {
    result = (await serverAction()) as AddressActionResult;
  } catch (error) {
    if (error instanceof Response) throw error;
    const texts = getFailureTexts(intent);
    result = { ok: false, intent: null, message: texts.toast, formMessage: texts.form };
  }
  notify(result.ok ? "success" : "error", result.message);
  return result;
}

/**
 * After a change, always reload the list, even after a refusal (a refused deletion may mean
 * another tab changed it). A tab's link reloads it too: a change whose answer arrives while the
 * tab opens is reloaded by that navigation, not by its own fetcher, so skipping it would show
 * the list from before the change.
 */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formAction?.split("?")[0] === ADDRESS_PAGE) return true;
  return defaultShouldRevalidate;
}

export default function Addresses({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.signedIn) {
    return (
      <section className="status-page" aria-labelledby="addresses-title">
        <h1 id="addresses-title">{ADDRESS_MESSAGES.notAuthenticatedTitle}</h1>
        <p>{ADDRESS_MESSAGES.notAuthenticatedDetail}</p>
        <Link to={loginHref(ADDRESS_PAGE)} className="button">
          Log In
        </Link>
      </section>
    );
  }
  const { userName, addresses, loadError } = loaderData;
  return (
    <AccountShell userName={userName}>
      {addresses === null ? (
        <section className="notice notice--error account-error" role="alert">
          <h1 className="account-error__title">{ADDRESS_MESSAGES.loadFailedTitle}</h1>
          <p>{loadError || ADDRESS_MESSAGES.loadFailedDetail}</p>
          {/* A GET form to this page: with JavaScript it reruns the loader, without it reloads. */}
          <Form method="get">
            <button type="submit" className="button">
              Retry
            </button>
          </Form>
        </section>
      ) : (
        <AddressBook saved={addresses} refused={actionData} />
      )}
    </AccountShell>
  );
}

/** What the form opens for: a new address, or the id of one to edit. */
type Editing = "new" | number | null;

function AddressBook({ saved, refused }: { saved: Address[]; refused: AddressActionResult | undefined }) {
  const [searchParams] = useSearchParams();
  const tab = readTab(searchParams.get("tab"));
  const navigate = useNavigate();
  const save = useFetcher<AddressActionResult>();
  const { confirm, dialog } = useConfirm();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const addresses = applyPendingChanges(saved, usePendingAddressChanges());
  const kept = addresses.filter((address) => !address.deleted);
  const counts = countByTab(kept);

  // A refused save (without JavaScript the action's answer, with it the save fetcher's) opens the
  // form again as it was sent, with its messages.
  const refusedSave = refused ?? save.data;
  const [formMessage, setFormMessage] = useState<string | null>(
    refused?.ok === false ? refused.formMessage : null,
  );
  const [editing, setEditing] = useState<Editing>(() => readEditing(searchParams.get("address"), refused));
  const [answered, setAnswered] = useState(refusedSave);
  if (answered !== refusedSave) {
    setAnswered(refusedSave);
    if (refusedSave?.ok === false) {
      setFormMessage(refusedSave.formMessage);
      if (refusedSave.posted) setEditing(refusedSave.addressId ?? "new");
    }
  }
  const reportFailure = useCallback((message: string) => setFormMessage(message), []);

  const formState = getFormState(editing, saved, refusedSave);
  const tabHref = (to: AddressTab) => (to === "all" ? ADDRESS_PAGE : `${ADDRESS_PAGE}?tab=${to}`);
  const withForm = (value: string) => `${tabHref(tab)}${tab === "all" ? "?" : "&"}address=${value}`;

  function closeForm() {
    setEditing(null);
    // Opened by its link (without scripts, or a shared address): the address bar drops it too.
    if (searchParams.has("address")) navigate(tabHref(tab), { replace: true, preventScrollReset: true });
  }

  return (
    <section className="address-book" aria-labelledby="addresses-title">
      <header className="address-book__head">
        <h1 id="addresses-title" ref={headingRef} tabIndex={-1} className="account-page__title">
          My Addresses
        </h1>
        <Link
          to={withForm("new")}
          preventScrollReset
          className="button"
          onClick={(event) => {
            event.preventDefault();
            setEditing("new");
          }}
        >
          Add New Address
        </Link>
      </header>
      {formMessage && (
        <div className="auth-alert address-book__message" role="alert">
          <span>{formMessage}</span>
          <Link
            to={tabHref(tab)}
            className="address-book__dismiss"
            aria-label="Dismiss"
            onClick={(event) => {
              event.preventDefault();
              setFormMessage(null);
            }}
          >
            ×
          </Link>
        </div>
      )}
      <nav className="address-tabs" aria-label="Address types">
        {ADDRESS_TABS.map((each) => (
          <Link
            key={each}
            to={tabHref(each)}
            preventScrollReset
            replace
            className="address-tabs__tab"
            aria-current={each === tab ? "page" : undefined}
          >
            {TAB_LABELS[each]} <span className="address-tabs__count">({counts[each]})</span>
          </Link>
        ))}
      </nav>
      {counts[tab] === 0 && <p className="address-book__empty">{emptyText(tab)}</p>}
      <ul className="address-grid">
        {addresses.map((address, index) => (
          <li key={address.id ?? `new-${index}`} hidden={address.deleted || !isInTab(address, tab)}>
            <AddressCard
              address={address}
              tab={tab}
              editHref={withForm(String(address.id))}
              canDelete={kept.length > 1}
              onEdit={() => setEditing(address.id)}
              onFailure={reportFailure}
              confirmDelete={async () => {
                const confirmed = await confirm(ADDRESS_MESSAGES.confirmDelete, "Delete");
                // The card disappears at once: focus goes to the heading rather than to nowhere.
                if (confirmed) headingRef.current?.focus();
                return confirmed;
              }}
            />
          </li>
        ))}
      </ul>
      {formState && (
        <AddressForm
          key={`${editing}-${String(refusedSave?.ok)}`}
          state={formState}
          tab={tab}
          closeHref={tabHref(tab)}
          onClose={closeForm}
          onSave={(form) => {
            // Closed at once: the card shows the change while it is on its way.
            save.submit(form, { method: "post", action: ADDRESS_PAGE });
            closeForm();
          }}
        />
      )}
      {dialog}
    </section>
  );
}

function emptyText(tab: AddressTab): string {
  return tab === "all" ? ADDRESS_MESSAGES.empty : `No ${TAB_LABELS[tab].toLowerCase()} addresses.`;
}

/** The form an address link opened (`?address=new` or `?address=12`), or a refused post's. */
function readEditing(value: string | null, refused: AddressActionResult | undefined): Editing {
  if (refused?.ok === false && refused.posted) return refused.addressId ?? "new";
  if (value === "new") return "new";
  return value !== null && /^\d{1,10}$/.test(value) ? Number(value) : null;
}

/** What the form opens with: a refused post's values and messages, an address's fields, or nothing. */
function getFormState(
  editing: Editing,
  saved: readonly Address[],
  refused: AddressActionResult | undefined,
): AddressFormState | null {
  if (editing === null) return null;
  const id = editing === "new" ? null : editing;
  if (refused?.ok === false && refused.posted && (refused.addressId ?? null) === id) {
    return { id, values: refused.posted, errors: refused.fields ?? {} };
  }
  const address = id === null ? undefined : saved.find((each) => each.id === id);
  if (id !== null && !address) return null;
  return { id, values: getFormValues(address), errors: {} };
}

/** The page's changes still on their way: posted and not answered, or answered and being reloaded. */
function usePendingAddressChanges(): PendingAddressChange[] {
  return useFetchers()
    .filter(
      (fetcher) =>
        fetcher.state !== "idle" &&
        fetcher.formAction?.split("?")[0] === ADDRESS_PAGE &&
        !(fetcher.state === "loading" && isRefusal(fetcher.data)),
    )
    .map((fetcher) => {
      const form = fetcher.formData ?? new FormData();
      const id = form.get("id");
      return {
        intent: readString(form.get("intent")),
        id: typeof id === "string" && /^\d{1,10}$/.test(id) ? Number(id) : null,
        // As the action reads it: a home address keeps no company's fields.
        values: readPostedAddress(form),
      };
    });
}

function readString(value: FormDataEntryValue | null): string | null {
  return typeof value === "string" ? value : null;
}

function isRefusal(value: unknown): boolean {
  return typeof value === "object" && value !== null && "ok" in value && value.ok === false;
}
