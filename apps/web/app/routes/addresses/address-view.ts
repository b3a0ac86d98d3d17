import type { Address } from "@nagai/contracts/address";
import {
  ADDRESS_FIELDS,
  ADDRESS_MESSAGES,
  type AddressField,
  type AddressFieldErrors,
  type AddressType,
  getAddressType,
} from "@nagai/contracts/address-texts";

/** The page's own path: its forms post here, and a form posted without JavaScript comes back here. */
export const ADDRESS_PAGE = "/AddressManager";

/** What a form of the page asks for (the `intent` field). */
export const ADDRESS_INTENTS = {
  create: "create",
  update: "update",
  setDefault: "setDefault",
  delete: "delete",
} as const;
export type AddressIntent = (typeof ADDRESS_INTENTS)[keyof typeof ADDRESS_INTENTS];

/** The form's values as posted, for showing the form again with its messages. */
export type PostedAddress = Record<AddressField, string> & { addressType: string };

/**
 * What a form of the page gets back. Success: the spec's toast. Failure: the toast (the server's
 * own words, else the spec's "Failed to … address"), the form's dismissible message, and for a
 * save the fields' messages and values, so that the form can be shown again as it was sent.
 */
export type AddressActionResult =
  | {
      ok: true;
      intent: AddressIntent;
      message: string;
      /** The address created or changed (not for a deletion): the checkout selects a new one. */
      addressId?: number;
    }
  | {
      ok: false;
      intent: AddressIntent | null;
      message: string;
      formMessage: string;
      fields?: AddressFieldErrors;
      posted?: PostedAddress;
      /** The address being edited; null for a new one. */
      addressId?: number | null;
    };

export function readIntent(value: unknown): AddressIntent | null {
  return Object.values(ADDRESS_INTENTS).find((intent) => intent === value) ?? null;
}

/** The spec's failure texts of each change (section 8): the toast's fallback and the form's message. */
export const FAILURE_TEXTS: Record<AddressIntent, { toast: string; form: string }> = {
  create: { toast: ADDRESS_MESSAGES.createFailed, form: ADDRESS_MESSAGES.saveFailed },
  update: { toast: ADDRESS_MESSAGES.updateFailed, form: ADDRESS_MESSAGES.saveFailed },
  setDefault: { toast: ADDRESS_MESSAGES.updateFailed, form: ADDRESS_MESSAGES.setDefaultFailed },
  delete: { toast: ADDRESS_MESSAGES.deleteFailed, form: ADDRESS_MESSAGES.deleteFailedForm },
};

/** The failure texts of a form's intent; an unreadable intent fails as a save. */
export function getFailureTexts(intent: unknown): { toast: string; form: string } {
  return FAILURE_TEXTS[readIntent(intent) ?? ADDRESS_INTENTS.create];
}

export const ADDRESS_TABS = ["all", "default", "home", "work"] as const;
export type AddressTab = (typeof ADDRESS_TABS)[number];
export const TAB_LABELS: Record<AddressTab, string> = {
  all: "All",
  default: "Default",
  home: "Home",
  work: "Work",
};

/** A card as the page shows it: a saved address, or one still on its way to the server. */
export interface ShownAddress extends Omit<Address, "id" | "customerId" | "createdTime"> {
  /** The saved address's id; null while a new one is being created. */
  id: number | null;
  /** Shown before the server confirmed it (created, changed, made the default). */
  pending: boolean;
  /**
   * Being deleted: the card is hidden, not dropped, so that its form (and the answer it waits
   * for) stays, and a refused deletion shows it again where it was.
   */
  deleted: boolean;
}

/** One change a form has posted and that has not finished, with the form's values. */
export interface PendingAddressChange {
  intent: string | null;
  id: number | null;
  values: Partial<Record<AddressField, string>>;
}

export function readTab(value: string | null): AddressTab {
  return ADDRESS_TABS.find((tab) => tab === value) ?? "all";
}

/**
 * The addresses as the page shows them while changes are on their way (spec 001 section 4:
 * "Address mutations apply optimistically and roll back on error"): the loader's list with each
 * pending change applied, in the order they were made. A refused change is no longer pending, so
 * the loader's list, the truth, shows again.
 */
export function applyPendingChanges(saved: readonly Address[], changes: readonly PendingAddressChange[]) {
  let shown: ShownAddress[] = saved.map((address) => ({ ...address, pending: false, deleted: false }));
  const kept = () => shown.filter((address) => !address.deleted);
  for (const change of changes) {
    switch (change.intent) {
      case ADDRESS_INTENTS.create:
        shown.push({
          ...fromForm(change.values),
          id: null,
          country: "India",
          // The server makes a first address the default.
          isDefault: kept().length === 0,
          pending: true,
          deleted: false,
        });
        break;
      case ADDRESS_INTENTS.update:
        shown = shown.map((address) =>
          address.id === change.id ? { ...address, ...fromForm(change.values), pending: true } : address,
        );
        break;
      case ADDRESS_INTENTS.setDefault:
        if (!shown.some((address) => address.id === change.id)) break;
        shown = shown.map((address) =>
          address.id === change.id
            ? { ...address, isDefault: true, pending: true }
            : { ...address, isDefault: false },
        );
        break;
      case ADDRESS_INTENTS.delete: {
        const remaining = kept();
        const deleted = remaining.find((address) => address.id === change.id);
        // The server refuses to delete the last address: so does the page.
        if (!deleted || remaining.length <= 1) break;
        // The server passes the default on to the oldest address left.
        const next = remaining.find((address) => address !== deleted);
        shown = shown.map((address) =>
          address === deleted
            ? { ...address, deleted: true, isDefault: false }
            : deleted.isDefault && address === next
              ? { ...address, isDefault: true }
              : address,
        );
        break;
      }
    }
  }
  return shown;
}

/** The fields of a posted form as an address shows them: trimmed, empty optional ones as none. */
function fromForm(values: Partial<Record<AddressField, string>>) {
  const read = (field: AddressField) => (values[field] ?? "").trim();
  const optional = (field: AddressField) => read(field) || null;
  return {
    name: read("name"),
    phone: read("phone"),
    pincode: read("pincode"),
    locality: read("locality"),
    addressLine: read("addressLine"),
    city: read("city"),
    state: read("state"),
    landmark: optional("landmark"),
    alternatePhone: optional("alternatePhone"),
    companyName: optional("companyName"),
    gstNumber: optional("gstNumber")?.toUpperCase() ?? null,
  };
}

/** Whether an address belongs to a tab: all, the default, home (no company name) or work (a company name). */
export function isInTab(address: Pick<Address, "isDefault" | "companyName">, tab: AddressTab): boolean {
  if (tab === "all") return true;
  if (tab === "default") return address.isDefault;
  return getAddressType(address) === (tab satisfies AddressType);
}

/** How many addresses each tab holds. */
export function countByTab(addresses: readonly Pick<Address, "isDefault" | "companyName">[]) {
  const counts = { all: 0, default: 0, home: 0, work: 0 };
  for (const address of addresses) {
    for (const tab of ADDRESS_TABS) if (isInTab(address, tab)) counts[tab]++;
  }
  return counts;
}

/**
 * A posted form's address and type. Home hides the company's fields (spec 001 section 4): a home
 * address keeps no company name or GST number, or it would count as work.
 */
export function readPostedAddress(form: FormData): PostedAddress {
  const values = readAddressValues(form);
  const addressType = form.get("addressType") === "work" ? "work" : "home";
  if (addressType === "home") {
    values.companyName = "";
    values.gstNumber = "";
  }
  return { ...values, addressType };
}

/**
 * What the add/edit form opens with: empty and Home for a new address; a saved one's fields, as
 * Work when either company field is filled (spec 001 section 4).
 */
export function getFormValues(
  address: Partial<Record<AddressField, string | null>> | undefined,
): PostedAddress {
  const values = readAddressValues(new FormData());
  if (!address) return { ...values, addressType: "home" };
  for (const field of ADDRESS_FIELDS) values[field] = address[field] ?? "";
  const work = Boolean(address.companyName || address.gstNumber);
  return { ...values, addressType: work ? "work" : "home" };
}

/** A form's address fields as strings ("" for a missing one). */
export function readAddressValues(form: FormData): Record<AddressField, string> {
  const values = {} as Record<AddressField, string>;
  for (const field of ADDRESS_FIELDS) {
    const value = form.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}
