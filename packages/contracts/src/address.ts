import {
  ADDRESS_LABELS,
  ADDRESS_MAX_LENGTHS,
  ADDRESS_MESSAGES,
  type AddressField,
  GST_PATTERN,
  PHONE_PATTERN,
  PINCODE_PATTERN,
} from "./address-texts.ts";
import { INTEGER_MAX, wholeNumber } from "./whole-number.ts";
import { z } from "./zod.ts";

// The addresses API's schemas (spec 001 sections 3, 5 and 7). Their texts and rules are in
// address-texts.ts (no Zod, for the page), which this file passes on.
export {
  ADDRESS_FIELDS,
  ADDRESS_LABELS,
  ADDRESS_LIMITS,
  ADDRESS_MAX_LENGTHS,
  ADDRESS_MESSAGES,
  DEFAULT_COUNTRY,
  getAddressType,
} from "./address-texts.ts";

const required = (field: AddressField) => ADDRESS_MESSAGES.required(ADDRESS_LABELS[field]);
const tooLong = (field: AddressField | "country") =>
  ADDRESS_MESSAGES.tooLong(ADDRESS_LABELS[field], ADDRESS_MAX_LENGTHS[field]);

/** A required text: trimmed, not empty, not longer than the field's limit. */
function requiredText(field: AddressField) {
  return z
    .string({ error: required(field) })
    .trim()
    .min(1, required(field))
    .max(ADDRESS_MAX_LENGTHS[field], tooLong(field));
}

/** A required text of a pattern: trimmed, not empty, matching. */
function requiredPattern(field: AddressField, pattern: RegExp, message: string) {
  return z
    .string({ error: required(field) })
    .trim()
    .min(1, required(field))
    .regex(pattern, message);
}

/** An optional text: trimmed; empty, null or left out is none (null). */
function optionalText(field: AddressField, check?: { pattern: RegExp; message: string }) {
  let text = z.string({ error: ADDRESS_MESSAGES.invalid(ADDRESS_LABELS[field]) }).trim();
  // Capitals, as GSTINs are written; the pattern then checks the capitals.
  if (field === "gstNumber") text = text.toUpperCase();
  text = check
    ? text.regex(new RegExp(`^(?:${check.pattern.source.slice(1, -1)})?$`), check.message)
    : text.max(ADDRESS_MAX_LENGTHS[field], tooLong(field));
  // Left out stays undefined: an update then keeps the stored value.
  return text
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null))
    .describe("Empty or null for none");
}

const country = z
  .string({ error: ADDRESS_MESSAGES.invalid(ADDRESS_LABELS.country) })
  .trim()
  .max(ADDRESS_MAX_LENGTHS.country, tooLong("country"))
  .describe("Default India");

export const AddressIdSchema = wholeNumber({
  min: 1,
  max: INTEGER_MAX,
  message: "id must be an address number",
});
export const CustomerIdSchema = wholeNumber({
  min: 1,
  max: INTEGER_MAX,
  message: "customerId must be a customer number",
});

// No `id`: path schemas stay inline in the OpenAPI document, one parameter each.
export const AddressParamsSchema = z.object({ id: AddressIdSchema });
export const CustomerParamsSchema = z.object({ customerId: CustomerIdSchema });

/** What a client sends of an address that the server does not take from it. */
const ignored = {
  id: z.unknown().optional().describe("Ignored: the path names the address"),
  addressType: z.unknown().optional().describe("Ignored: an address with a company name is work, else home"),
  createdTime: z.unknown().optional().describe("Ignored: set by the server"),
};

const customerId = CustomerIdSchema.optional().describe(
  "The caller's own id (GET /user/profile), or left out: any other is a 404",
);
const isDefault = z
  .boolean({ error: "isDefault must be true or false" })
  .optional()
  .describe("true makes this the default and every other address not; a first address is always the default");

const fields = {
  name: requiredText("name"),
  phone: requiredPattern("phone", PHONE_PATTERN, ADDRESS_MESSAGES.phoneInvalid),
  pincode: requiredPattern("pincode", PINCODE_PATTERN, ADDRESS_MESSAGES.pincodeInvalid),
  locality: requiredText("locality"),
  addressLine: requiredText("addressLine"),
  city: requiredText("city"),
  state: requiredText("state"),
  landmark: optionalText("landmark"),
  alternatePhone: optionalText("alternatePhone", {
    pattern: PHONE_PATTERN,
    message: ADDRESS_MESSAGES.alternatePhoneInvalid,
  }),
  companyName: optionalText("companyName").describe("An address with a company name is a work address"),
  gstNumber: optionalText("gstNumber", { pattern: GST_PATTERN, message: ADDRESS_MESSAGES.gstHint }),
};

/** POST /addresses/create: the spec's address fields plus customerId. */
export const AddressCreateBodySchema = z
  .object({ ...fields, country: country.optional(), customerId, isDefault, ...ignored })
  .meta({ id: "AddressCreateBody" });
export type AddressCreateBody = z.infer<typeof AddressCreateBodySchema>;
/** What a client may send: before trimming and the server's defaults. */
export type AddressCreateInput = z.input<typeof AddressCreateBodySchema>;

/**
 * PUT /addresses/update/{id}: the fields to change. A field left out keeps its value; an optional
 * one sent empty or null is cleared. The same rules as a new address apply to what is sent.
 */
export const AddressUpdateBodySchema = z
  .object({
    name: fields.name.optional(),
    phone: fields.phone.optional(),
    pincode: fields.pincode.optional(),
    locality: fields.locality.optional(),
    addressLine: fields.addressLine.optional(),
    city: fields.city.optional(),
    state: fields.state.optional(),
    landmark: fields.landmark,
    alternatePhone: fields.alternatePhone,
    companyName: fields.companyName,
    gstNumber: fields.gstNumber,
    country: country.optional(),
    customerId,
    isDefault: isDefault.describe(
      "true makes this the default and every other address not; false on the default changes nothing " +
        "(a shopper always has one default: make another the default instead)",
    ),
    ...ignored,
  })
  .meta({ id: "AddressUpdateBody" });
export type AddressUpdateBody = z.infer<typeof AddressUpdateBodySchema>;
export type AddressUpdateInput = z.input<typeof AddressUpdateBodySchema>;

/** An address as the API answers it (spec 001 section 3). */
export const AddressSchema = z
  .object({
    id: z.number().int(),
    customerId: z.number().int(),
    name: z.string(),
    phone: z.string(),
    pincode: z.string(),
    locality: z.string(),
    addressLine: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    landmark: z.string().nullable(),
    alternatePhone: z.string().nullable(),
    gstNumber: z.string().nullable(),
    companyName: z.string().nullable(),
    isDefault: z.boolean().describe("Exactly one of a shopper's addresses is the default"),
    createdTime: z.string().describe("ISO 8601"),
  })
  .meta({ id: "Address" });
export type Address = z.infer<typeof AddressSchema>;

export const AddressListSchema = z
  .object({ status: z.literal("success"), data: z.array(AddressSchema).describe("Oldest first") })
  .meta({ id: "AddressList" });
export type AddressList = z.infer<typeof AddressListSchema>;

export const AddressResponseSchema = z
  .object({ status: z.literal("success"), data: AddressSchema })
  .meta({ id: "AddressResponse" });
export type AddressResponse = z.infer<typeof AddressResponseSchema>;

/** The answer to a create or an update: the spec's toast text and the address as it is now. */
export const AddressChangeSchema = z
  .object({ status: z.literal("success"), message: z.string(), data: AddressSchema })
  .meta({ id: "AddressChange" });
export type AddressChange = z.infer<typeof AddressChangeSchema>;

export const AddressDeleteResponseSchema = z
  .object({ status: z.literal("success"), message: z.string() })
  .meta({ id: "AddressDeleteResponse" });
export type AddressDeleteResponse = z.infer<typeof AddressDeleteResponseSchema>;
