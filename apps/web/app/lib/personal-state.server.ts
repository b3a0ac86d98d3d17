import type { Profile } from "@nagai/contracts/auth";
import type { ApiClient } from "./api";
import type { PersonalCartRow, PersonalState } from "./personal-state";

/**
 * A signed-in shopper's wishlist and cart, for the root loader: two in-process API calls, made
 * side by side once the profile is known (the cart is read by the shopper's own number, as the
 * spec's call is). Each list may fail alone and is then null: the page still renders, without
 * that badge. Only what the buttons and badges need goes into the page's data: piece numbers and
 * row ids, not the rows' names and prices (the /cart page loads those itself).
 */
export async function loadPersonalState(api: ApiClient, profile: Profile): Promise<PersonalState> {
  const [wishlist, cart] = await Promise.all([
    api.listFavourites().then(
      (list) => list.data,
      () => null,
    ),
    api.getCart(profile.contactNumber).then(
      (list): PersonalCartRow[] => list.data.map((row) => ({ id: row.id, itemSno: row.itemSno })),
      () => null,
    ),
  ]);
  return { wishlist, cart };
}
