import { getAddressType } from "@nagai/contracts/address-texts";
import { type FormEvent, useEffect } from "react";
import { Link, useFetcher } from "react-router";
import { EnhancedField } from "../../lib/enhanced-field";
import { ADDRESS_INTENTS, ADDRESS_PAGE, type AddressActionResult, type ShownAddress } from "./address-view";

interface AddressCardProps {
  address: ShownAddress;
  tab: string;
  /** Where Edit goes without JavaScript: the page with this address's form open. */
  editHref: string;
  /** The spec hides Delete when only one address exists. */
  canDelete: boolean;
  onEdit(): void;
  /** Asks the spec's question; true to go on. */
  confirmDelete(): Promise<boolean>;
  /** A change of this card that failed: the page shows the form's message. */
  onFailure(formMessage: string): void;
}

/**
 * One address (spec 001, "Addresses"): name, Home or Work, Default, the address and phones, and
 * Edit, Set as Default and Delete. Each button is a form posted to the page's action, through this
 * card's own fetchers once the page runs scripts, so two cards' changes never cancel each other.
 * A card still on its way to the server (just added) has no buttons yet.
 */
export function AddressCard({
  address,
  tab,
  editHref,
  canDelete,
  onEdit,
  confirmDelete,
  onFailure,
}: AddressCardProps) {
  const defaulting = useFetcher<AddressActionResult>();
  const deleting = useFetcher<AddressActionResult>();
  useReportFailure(defaulting, onFailure);
  useReportFailure(deleting, onFailure);
  const type = getAddressType(address);
  const title = `${address.name}, ${address.addressLine}`;

  return (
    <article
      className={address.pending ? "address-card address-card--pending" : "address-card"}
      aria-busy={address.pending || undefined}
    >
      <header className="address-card__head">
        <h2 className="address-card__name">{address.name}</h2>
        <span className={`address-card__badge address-card__badge--${type}`}>
          {type === "work" ? "Work" : "Home"}
        </span>
        {address.isDefault && (
          <span className="address-card__badge address-card__badge--default">Default</span>
        )}
      </header>
      <p className="address-card__lines">
        {address.addressLine}, {address.locality}
        <br />
        {address.city}, {address.state} - {address.pincode}
        <br />
        {address.landmark && (
          <>
            Landmark: {address.landmark}
            <br />
          </>
        )}
        {address.country}
      </p>
      <p className="address-card__phones">
        Phone: {address.phone}
        {address.alternatePhone && <> · Alternate: {address.alternatePhone}</>}
      </p>
      {type === "work" && (
        <p className="address-card__company">
          {address.companyName}
          {address.gstNumber && <> · GST: {address.gstNumber}</>}
        </p>
      )}
      {address.id !== null && (
        <div className="address-card__actions">
          <Link
            to={editHref}
            preventScrollReset
            className="button button--ghost button--small"
            aria-label={`Edit: ${title}`}
            onClick={(event) => {
              event.preventDefault();
              onEdit();
            }}
          >
            Edit
          </Link>
          {!address.isDefault && (
            <defaulting.Form method="post" action={ADDRESS_PAGE}>
              <CardFields intent={ADDRESS_INTENTS.setDefault} id={address.id} tab={tab} />
              <button
                type="submit"
                className="button button--ghost button--small"
                aria-label={`Set as Default: ${title}`}
              >
                Set as Default
              </button>
            </defaulting.Form>
          )}
          {canDelete && (
            <deleting.Form
              method="post"
              action={ADDRESS_PAGE}
              onSubmit={async (event: FormEvent<HTMLFormElement>) => {
                event.preventDefault();
                const form = event.currentTarget;
                if (await confirmDelete()) deleting.submit(form, { method: "post", action: ADDRESS_PAGE });
              }}
            >
              <CardFields intent={ADDRESS_INTENTS.delete} id={address.id} tab={tab} />
              <button
                type="submit"
                className="button button--ghost button--small address-card__delete"
                aria-label={`Delete: ${title}`}
              >
                Delete
              </button>
            </deleting.Form>
          )}
        </div>
      )}
    </article>
  );
}

function CardFields({ intent, id, tab }: { intent: string; id: number; tab: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="tab" value={tab} />
      <EnhancedField />
    </>
  );
}

/** Tells the page once when a fetcher's change was refused (each answer is a new object). */
function useReportFailure(
  fetcher: { state: string; data: AddressActionResult | undefined },
  onFailure: (formMessage: string) => void,
) {
  const { data } = fetcher;
  useEffect(() => {
    if (data && !data.ok) onFailure(data.formMessage);
  }, [data, onFailure]);
}
