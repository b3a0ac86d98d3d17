/**
 * What other modules may use of the delivery check (decisions 041 and 048): the order's refusal of
 * an address the shop does not deliver to, or of cash where it is not offered; the demo's seed.
 */
export { checkPincode, pincodeOfAddress, requireDeliverable, seedPincodes } from "./delivery.service.ts";
