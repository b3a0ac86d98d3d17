import { AddressCreateBodySchema } from "@nagai/contracts/address";
import type { AddressField, AddressFieldErrors } from "@nagai/contracts/address-texts";
import { findFieldErrors } from "../../components/form/validation";

/**
 * The address form's checks, shared by /AddressManager and the checkout's modal: the API's own
 * schema for a new address with its texts (decision 043), one message per field. `gstNumber` is
 * checked in capitals, as the API stores it.
 */
export function checkAddressForm(values: Partial<Record<AddressField, string>>): AddressFieldErrors {
  return findFieldErrors(AddressCreateBodySchema, values);
}
