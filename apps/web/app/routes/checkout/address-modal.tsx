import type { Address } from "@nagai/contracts/address";
import { ADDRESS_MESSAGES, type AddressFieldErrors } from "@nagai/contracts/address-texts";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useConfirm } from "../../components/confirm-dialog";
import { ENHANCED_FIELD, EnhancedField } from "../../lib/enhanced-field";
import { AddressFields, useAddressCheck } from "../addresses/address-form";
import {
  ADDRESS_INTENTS,
  ADDRESS_PAGE,
  type AddressActionResult,
  getFormValues,
} from "../addresses/address-view";
import { getCheckoutAddressMessage } from "./checkout-flow";

/** The modal's modes (spec 001 section 4): the list, or the form to add or edit one. */
export type AddressModalMode = { kind: "list" } | { kind: "add" } | { kind: "edit"; id: number };

interface AddressModalProps {
  mode: AddressModalMode | null;
  addresses: readonly Address[];
  selectedId: number | null;
  onMode(mode: AddressModalMode | null): void;
  onSelect(id: number): void;
  onDeleted(id: number): void;
}

/**
 * The checkout's address modal. Saves and deletions post to the address book's own action
 * (/AddressManager, decision 022) through a fetcher: the API's rules, the spec's toasts and the
 * reload of this page's addresses come with it. Saving a new address closes the modal with it
 * selected; saving an edit returns to the list (spec 001 section 4). The default address offers
 * no Delete here.
 */
export function AddressModal({
  mode,
  addresses,
  selectedId,
  onMode,
  onSelect,
  onDeleted,
}: AddressModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const save = useFetcher<AddressActionResult>();
  const removal = useFetcher();
  const { confirm, dialog } = useConfirm();

  // A save is answered once this page's addresses are reloaded (the fetcher is idle again): a new
  // address is then the one selected and the modal closes; an edit returns to the list. A refused
  // save keeps the form open with its messages.
  const handled = useRef<AddressActionResult | undefined>(undefined);
  useEffect(() => {
    const answer = save.data;
    if (save.state !== "idle" || !answer || handled.current === answer) return;
    handled.current = answer;
    if (!answer.ok) return;
    if (answer.intent === ADDRESS_INTENTS.create && answer.addressId !== undefined) {
      onSelect(answer.addressId);
      onMode(null);
    } else {
      onMode({ kind: "list" });
    }
  }, [save.state, save.data, onSelect, onMode]);

  useEffect(() => {
    const element = dialogRef.current;
    if (!element) return;
    if (mode && !element.open) element.showModal();
    if (!mode && element.open) element.close();
  }, [mode]);

  async function remove(address: Address) {
    if (!(await confirm(ADDRESS_MESSAGES.confirmDelete, "Delete"))) return;
    const form = new FormData();
    form.set("intent", ADDRESS_INTENTS.delete);
    form.set("id", String(address.id));
    form.set(ENHANCED_FIELD, "1");
    removal.submit(form, { method: "post", action: ADDRESS_PAGE });
    onDeleted(address.id);
  }

  const editing = mode?.kind === "edit" ? addresses.find((address) => address.id === mode.id) : undefined;
  return (
    <>
      <dialog
        ref={dialogRef}
        className="address-dialog checkout-addresses"
        aria-labelledby="checkout-address-title"
        onClose={() => onMode(null)}
      >
        {mode?.kind === "list" && (
          <div className="checkout-addresses__list">
            <h2 id="checkout-address-title" className="address-form__title">
              Select Address
            </h2>
            {addresses.length === 0 && <p>{ADDRESS_MESSAGES.empty}</p>}
            <ul className="checkout-addresses__items">
              {addresses.map((address) => {
                const selected = address.id === selectedId;
                return (
                  <li key={address.id} className="checkout-address" aria-current={selected || undefined}>
                    <AddressLines address={address} />
                    <div className="checkout-address__buttons">
                      <button
                        type="button"
                        className={selected ? "button button--ghost" : "button"}
                        disabled={selected}
                        onClick={() => {
                          onSelect(address.id);
                          onMode(null);
                        }}
                      >
                        {selected ? "Selected" : "Deliver Here"}
                      </button>
                      <button
                        type="button"
                        className="button button--ghost"
                        aria-label={`Edit: ${address.name}`}
                        onClick={() => onMode({ kind: "edit", id: address.id })}
                      >
                        Edit
                      </button>
                      {!address.isDefault && (
                        <button
                          type="button"
                          className="button button--ghost"
                          aria-label={`Delete: ${address.name}`}
                          onClick={() => remove(address)}
                        >
                          Delete
                        </button>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
            <div className="address-form__buttons">
              <button type="button" className="button button--ghost" onClick={() => onMode(null)}>
                Close
              </button>
              <button type="button" className="button" onClick={() => onMode({ kind: "add" })}>
                Add New Address
              </button>
            </div>
          </div>
        )}
        {(mode?.kind === "add" || editing) && (
          <CheckoutAddressForm
            key={editing?.id ?? "new"}
            address={editing}
            saving={save.state !== "idle"}
            refusal={save.data?.ok === false ? save.data : undefined}
            onCancel={() => onMode({ kind: "list" })}
            onSave={(form) => save.submit(form, { method: "post", action: ADDRESS_PAGE })}
          />
        )}
      </dialog>
      {dialog}
    </>
  );
}

/** An address as the list and the step show it. */
export function AddressLines({ address }: { address: Address }) {
  const line = [address.addressLine, address.locality, address.landmark, address.city]
    .filter(Boolean)
    .join(", ");
  return (
    <div className="checkout-address__text">
      <p className="checkout-address__name">
        {address.name}
        {address.isDefault && <span className="address-card__badge"> Default</span>}
      </p>
      <p>{line}</p>
      <p>{`${address.state} - ${address.pincode}`}</p>
      <p>{`Phone: ${address.phone}`}</p>
    </div>
  );
}

/**
 * The add/edit form: the account form's fields, type and checks (address-form.tsx), with the
 * spec's message above them while a required field is empty. A refused save shows the action's
 * message and the fields' messages; the values stay as typed.
 */
function CheckoutAddressForm({
  address,
  saving,
  refusal,
  onCancel,
  onSave,
}: {
  address: Address | undefined;
  saving: boolean;
  refusal: Extract<AddressActionResult, { ok: false }> | undefined;
  onCancel(): void;
  onSave(form: HTMLFormElement): void;
}) {
  const [errors, setErrors] = useState<AddressFieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  // Only an answer to a save from this form: one left from an earlier opening is not shown.
  const [answered, setAnswered] = useState(refusal);
  if (answered !== refusal) {
    setAnswered(refusal);
    if (refusal) {
      setErrors(refusal.fields ?? {});
      setMessage(refusal.formMessage);
    }
  }
  const { submit, clearEdited, prepare } = useAddressCheck(
    setErrors,
    (form) => {
      setMessage(null);
      onSave(form);
    },
    (values) => setMessage(getCheckoutAddressMessage(values)),
  );

  return (
    <form
      method="post"
      action={ADDRESS_PAGE}
      noValidate
      className="address-form"
      onSubmit={submit}
      onChange={clearEdited}
      onFocus={prepare}
    >
      <h2 id="checkout-address-title" className="address-form__title">
        {address ? "Edit Address" : "Add New Address"}
      </h2>
      <input type="hidden" name="intent" value={address ? ADDRESS_INTENTS.update : ADDRESS_INTENTS.create} />
      {address && <input type="hidden" name="id" value={address.id} />}
      <EnhancedField />
      {message && (
        <p className="auth-alert" role="alert">
          {message}
        </p>
      )}
      <AddressFields values={getFormValues(address)} errors={errors} />
      <div className="address-form__buttons">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={saving}>
          {address ? "Update Address" : "Save Address"}
        </button>
      </div>
    </form>
  );
}
