// The shopper's addresses (spec 001 sections 2 to 5 and 8): the fields, their labels, limits,
// rules and messages, word for word where the spec gives them; those marked "ours" are where it
// shows none. No Zod here: the /AddressManager page checks its form with these in the browser
// (Zod would grow its bundle by about 29 KB gzipped). address.ts builds the API's schemas from them.

export const ADDRESS_LIMITS = {
  phoneDigits: 10,
  pincodeDigits: 6,
  /** Ours: a shopper's address book, not a mailing list. One more is a 409 that says so. */
  maxPerShopper: 20,
} as const;

/** The form's fields, in the order the form shows them. */
export const ADDRESS_FIELDS = [
  "name",
  "phone",
  "pincode",
  "locality",
  "addressLine",
  "city",
  "state",
  "landmark",
  "alternatePhone",
  "companyName",
  "gstNumber",
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The account form's labels (spec 001 section 5 names Full Name and Mobile Number; the rest ours). */
export const ADDRESS_LABELS: Record<AddressField | "country", string> = {
  name: "Full Name",
  phone: "Mobile Number",
  pincode: "Pincode",
  locality: "Locality",
  addressLine: "Address (Area and Street)",
  city: "City/District/Town",
  state: "State",
  landmark: "Landmark (Optional)",
  alternatePhone: "Alternate Phone (Optional)",
  companyName: "Company Name",
  gstNumber: "GST Number",
  country: "Country",
};

/**
 * The most characters each field keeps. The spec gives the phone's 10 and the pincode's 6; the
 * others are ours, long enough for any Indian address and short enough to bound a row.
 */
export const ADDRESS_MAX_LENGTHS: Record<AddressField | "country", number> = {
  name: 100,
  phone: ADDRESS_LIMITS.phoneDigits,
  pincode: ADDRESS_LIMITS.pincodeDigits,
  locality: 100,
  addressLine: 250,
  city: 60,
  state: 60,
  landmark: 100,
  alternatePhone: ADDRESS_LIMITS.phoneDigits,
  companyName: 100,
  gstNumber: 15,
  country: 60,
};

/** Required by the account form (spec 001 section 5); the rest may be left empty. */
export const REQUIRED_ADDRESS_FIELDS: readonly AddressField[] = [
  "name",
  "phone",
  "pincode",
  "addressLine",
  "locality",
  "city",
  "state",
];

export const DEFAULT_COUNTRY = "India";

export const PHONE_PATTERN = /^\d{10}$/;
export const PINCODE_PATTERN = /^\d{6}$/;
/**
 * GSTIN (spec 001 section 5): 2 digits (the state), 5 capital letters, 4 digits, 1 capital letter
 * (the PAN), 1 of 1-9 or A-Z (the entity number), the letter Z, 1 letter or digit (the check).
 */
export const GST_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const ADDRESS_MESSAGES = {
  // Validation (spec 001 section 5).
  fillRequired: "Please fill all required fields",
  phoneInvalid: "Phone number must be 10 digits",
  pincodeInvalid: "Pincode must be 6 digits",
  gstHint: "Enter valid GST number (e.g., 22AAAAA0000A1Z5)",
  alternatePhoneInvalid: "Alternate phone number must be 10 digits", // ours
  required: (label: string) => `${label} is required`, // ours
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`, // ours
  invalid: (label: string) => `${label} must be text`, // ours: a number or a list sent for a text
  lastAddress: "You must have at least one address.",
  confirmDelete: "Are you sure you want to delete this address?",

  // Toasts (spec 001 section 8).
  created: "Address created successfully",
  updated: "Address updated successfully",
  deleted: "Address deleted successfully",
  createdShort: "Address created",
  updatedShort: "Address updated",
  deletedShort: "Address deleted",
  createFailed: "Failed to create address",
  updateFailed: "Failed to update address",
  deleteFailed: "Failed to delete address",

  // The form's dismissible messages (spec 001 section 8).
  saveFailed: "Failed to save address. Please try again.",
  setDefaultFailed: "Failed to set default address. Please try again.",
  deleteFailedForm: "Failed to delete address. Please try again.",

  // The page's states (spec 001 section 8).
  loadFailedTitle: "Failed to load addresses",
  loadFailedDetail: "Please try again later",
  notAuthenticatedTitle: "User not authenticated",
  notAuthenticatedDetail: "Please log in to manage your addresses",

  // Ours: the server's answers where the spec shows none.
  notFound: "Address not found.",
  customerNotFound: "Customer not found.",
  full: `You can keep up to ${ADDRESS_LIMITS.maxPerShopper} addresses. Delete one to add another.`,
  empty: "You have no saved addresses yet.",
} as const;

/** Home or work: an address counts as work when it has a company name (spec 001 section 3). */
export type AddressType = "home" | "work";

export function getAddressType(address: { companyName: string | null }): AddressType {
  return address.companyName ? "work" : "home";
}

/** A message for each field of a form that breaks a rule; the fields are trimmed first. */
export type AddressFieldErrors = Partial<Record<AddressField, string>>;
