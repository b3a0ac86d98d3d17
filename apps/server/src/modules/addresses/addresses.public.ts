/**
 * What other modules may use of the addresses module (decision 041): a shopper's saved address
 * and its one-line form (an order is written to one, decision 022).
 */
export { createAddressesRepository } from "./addresses.repository.ts";
export { type AddressesService, createAddressesService, formatAddressLine } from "./addresses.service.ts";
