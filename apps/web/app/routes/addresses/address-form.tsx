import {
  ADDRESS_LABELS,
  ADDRESS_MAX_LENGTHS,
  type AddressField,
  type AddressFieldErrors,
  REQUIRED_ADDRESS_FIELDS,
} from "@nagai/contracts/address-texts";
import {
  type ClipboardEvent,
  type Dispatch,
  type FormEvent,
  type ReactNode,
  type SetStateAction,
  useEffect,
  useRef,
  useState,
} from "react";
import { Link } from "react-router";
import { Field } from "../../components/form/field";
import { useLazyCheck } from "../../components/form/lazy-check";
import { EnhancedField } from "../../lib/enhanced-field";
import { ADDRESS_INTENTS, ADDRESS_PAGE, type PostedAddress, readPostedAddress } from "./address-view";
import { usePincodeFill } from "./pincode-fill";

/** What the form opens with: a saved address's fields, or a refused post's values and messages. */
export interface AddressFormState {
  /** The address being edited; null for a new one. */
  id: number | null;
  values: PostedAddress;
  errors: AddressFieldErrors;
}

interface AddressFormProps {
  state: AddressFormState;
  /** The tab the page shows: a form posted without JavaScript comes back to it. */
  tab: string;
  /** Where Cancel goes without JavaScript: the page without the form. */
  closeHref: string;
  /** With JavaScript: the checked form, to post through a fetcher. */
  onSave(form: HTMLFormElement): void;
  onClose(): void;
}

/** Each field's input: kind of keyboard, autofill, and the spec's max length (section 5). */
const INPUTS: Record<AddressField, { autoComplete?: string; inputMode?: "numeric"; type?: string }> = {
  name: { autoComplete: "name" },
  phone: { autoComplete: "tel-national", inputMode: "numeric", type: "tel" },
  pincode: { autoComplete: "postal-code", inputMode: "numeric" },
  locality: { autoComplete: "address-level3" },
  addressLine: { autoComplete: "street-address" },
  city: { autoComplete: "address-level2" },
  state: { autoComplete: "address-level1" },
  landmark: {},
  alternatePhone: { inputMode: "numeric", type: "tel" },
  companyName: { autoComplete: "organization" },
  gstNumber: {},
};

/**
 * The add/edit form (spec 001 sections 4 and 5) in a modal <dialog>. Work shows the company name
 * and GST number (CSS, from the checked radio, so without JavaScript too); an edit opens as Work
 * when either is filled. The page checks the fields before posting, with the API's rules and
 * texts; a field's message clears when it is edited. Without JavaScript the dialog is simply open
 * in the page (the server drew it so) and the form posts to the page's action.
 */
export function AddressForm({ state, tab, closeHref, onSave, onClose }: AddressFormProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [errors, setErrors] = useState(state.errors);
  const [shown, setShown] = useState(state);
  if (shown !== state) {
    // A new answer (a refused save) replaces the messages shown.
    setShown(state);
    setErrors(state.errors);
  }

  // Closing the dialog to reopen it as modal queues a close event of its own: not the shopper's.
  const reopening = useRef(false);
  useEffect(() => {
    // Drawn open by the server (or by React) as part of the page: make it modal once scripts run,
    // so focus stays inside, the page behind is inert and Escape closes it.
    const dialog = dialogRef.current;
    if (!dialog || dialog.matches(":modal")) return;
    reopening.current = true;
    dialog.close();
    dialog.showModal();
  }, []);

  const { submit, clearEdited, prepare } = useAddressCheck(setErrors, onSave);
  const editing = state.id !== null;
  return (
    <dialog
      ref={dialogRef}
      open
      className="address-dialog"
      aria-labelledby="address-form-title"
      onClose={() => {
        if (reopening.current) reopening.current = false;
        else onClose();
      }}
    >
      <form
        method="post"
        action={ADDRESS_PAGE}
        noValidate
        className="address-form"
        onSubmit={submit}
        onChange={clearEdited}
        onFocus={prepare}
      >
        <h2 id="address-form-title" className="address-form__title">
          {editing ? "Edit Address" : "Add New Address"}
        </h2>
        <input
          type="hidden"
          name="intent"
          value={editing ? ADDRESS_INTENTS.update : ADDRESS_INTENTS.create}
        />
        {editing && <input type="hidden" name="id" value={state.id ?? ""} />}
        <input type="hidden" name="tab" value={tab} />
        <EnhancedField />
        <AddressFields values={state.values} errors={errors} />
        <div className="address-form__buttons">
          <Link
            to={closeHref}
            className="button button--ghost"
            preventScrollReset
            onClick={(event) => {
              event.preventDefault();
              dialogRef.current?.close();
            }}
          >
            Cancel
          </Link>
          <button type="submit" className="button">
            {editing ? "Update Address" : "Save Address"}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/**
 * The form's checks, shared by /AddressManager and the checkout's modal: on submit every field's
 * message at once (the API's rules and texts, a home address without the company's fields) and
 * focus on the first field named; a field's message clears when it is edited.
 */
export function useAddressCheck(
  setErrors: Dispatch<SetStateAction<AddressFieldErrors>>,
  onValid: (form: HTMLFormElement) => void,
  onInvalid?: (values: PostedAddress) => void,
) {
  const check = useLazyCheck(() => import("./check-address").then((module) => module.checkAddressForm));

  function submit(event: FormEvent<HTMLFormElement>) {
    // Posted through `onValid` (a fetcher), never by the browser itself.
    check.submit(event, (checkAddressForm) => {
      const form = event.currentTarget;
      const values = readPostedAddress(new FormData(form));
      const found = checkAddressForm(values);
      setErrors(found);
      const first = Object.keys(found)[0];
      if (first) {
        onInvalid?.(values);
        form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      } else {
        onValid(form);
      }
      return false;
    });
  }

  function clearEdited(event: FormEvent<HTMLFormElement>) {
    const { target } = event;
    if (!(target instanceof HTMLInputElement)) return;
    setErrors((current) =>
      current[target.name as AddressField] ? { ...current, [target.name]: undefined } : current,
    );
  }

  return { submit, clearEdited, prepare: check.prepare };
}

/**
 * The address's fields, its type and the company's fields (spec 001 sections 4 and 5), as both
 * forms show them. Work shows the company name and GST number (CSS, from the checked radio, so
 * without JavaScript too).
 */
export function AddressFields({ values, errors }: { values: PostedAddress; errors: AddressFieldErrors }) {
  const work = values.addressType === "work";
  const field = (name: AddressField) => (
    <AddressInput name={name} value={values[name]} error={errors[name]} />
  );
  // City and State from the PIN code, when empty (decision 048).
  const pincodeFill = usePincodeFill();
  return (
    <>
      <div className="address-form__grid" onInput={pincodeFill.onInput}>
        {field("name")}
        {field("phone")}
        {field("pincode")}
        {field("locality")}
        <div className="address-form__wide">{field("addressLine")}</div>
        {field("city")}
        {field("state")}
        {field("landmark")}
        {field("alternatePhone")}
      </div>
      <p className="pincode-fill" role="status">
        {pincodeFill.note}
      </p>
      <fieldset className="address-form__type">
        <legend>Address Type</legend>
        <TypeChoice value="home" checked={!work}>
          Home
        </TypeChoice>
        <TypeChoice value="work" checked={work}>
          Work
        </TypeChoice>
      </fieldset>
      <div className="address-form__grid address-form__work">
        {field("companyName")}
        {field("gstNumber")}
      </div>
    </>
  );
}

function TypeChoice({ value, checked, children }: { value: string; checked: boolean; children: ReactNode }) {
  return (
    <label className="address-form__choice">
      <input type="radio" name="addressType" value={value} defaultChecked={checked} />
      {children}
    </label>
  );
}

/** One field with its label, limits, keyboard and message; the checkout's address form uses it too. */
export function AddressInput({
  name,
  value,
  error,
}: {
  name: AddressField;
  value: string;
  error: string | undefined;
}) {
  const required = REQUIRED_ADDRESS_FIELDS.includes(name);
  const { type = "text", ...input } = INPUTS[name];
  const digits = input.inputMode === "numeric";
  return (
    <Field
      idPrefix="address"
      name={name}
      label={ADDRESS_LABELS[name]}
      error={error}
      type={type}
      defaultValue={value}
      maxLength={ADDRESS_MAX_LENGTHS[name]}
      aria-required={required || undefined}
      onInput={digits ? keepDigits : undefined}
      onPaste={digits ? pasteDigits : undefined}
      {...input}
    />
  );
}

/** A digits-only field (phone, pincode) drops anything else as it is typed, keeping the caret. */
function keepDigits(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const digits = toDigits(input.value);
  if (digits === input.value) return;
  const caret = toDigits(input.value.slice(0, input.selectionStart ?? input.value.length)).length;
  input.value = digits;
  input.setSelectionRange(caret, caret);
}

/**
 * A pasted number keeps its digits only ("98765 43210", "98765-43210"): the browser would cut the
 * text at the field's length before the spaces are dropped.
 */
function pasteDigits(event: ClipboardEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  event.preventDefault();
  input.setRangeText(
    toDigits(event.clipboardData.getData("text")),
    input.selectionStart ?? 0,
    input.selectionEnd ?? 0,
    "end",
  );
  if (input.maxLength > 0 && input.value.length > input.maxLength)
    input.value = input.value.slice(0, input.maxLength);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

function toDigits(value: string): string {
  return value.replace(/\D/g, "");
}
