import {
  ADDRESS_LIMITS,
  ADDRESS_MESSAGES,
  type Address,
  type AddressChange,
  type AddressCreateBody,
  type AddressDeleteResponse,
  type AddressList,
  type AddressResponse,
  type AddressUpdateBody,
  DEFAULT_COUNTRY,
} from "@nagai/contracts/address";
import { ERROR_CODES } from "@nagai/contracts/errors";
import { HttpError, notFound } from "../../http-errors.ts";
import type { AddressesRepository, AddressValues, StoredAddress } from "./addresses.repository.ts";

/** What an update may change; who owns it, when it was made and the default go their own ways. */
const EDITABLE_FIELDS = [
  "name",
  "phone",
  "pincode",
  "locality",
  "addressLine",
  "city",
  "state",
  "country",
  "landmark",
  "alternatePhone",
  "companyName",
  "gstNumber",
] as const satisfies readonly (keyof AddressValues)[];

export interface AddressesServiceOptions {
  repository: AddressesRepository;
}

/**
 * The spec's one line of an address, as an order keeps it (spec 001 section 3, "Order request"):
 * "addressLine, locality, city, state - pincode, country". The orders module calls this.
 */
export function formatAddressLine(
  address: Pick<Address, "addressLine" | "locality" | "city" | "state" | "pincode" | "country">,
): string {
  return `${address.addressLine}, ${address.locality}, ${address.city}, ${address.state} - ${address.pincode}, ${address.country}`;
}

/**
 * The shopper's addresses (spec 001 sections 3 to 5). The caller is the token's shopper: any other
 * customerId or address id is a 404, as for one nobody has. Exactly one of a shopper's addresses
 * is the default (a first address becomes it; setting one clears the others; deleting it passes
 * it on), the last one cannot be deleted, and a shopper keeps at most ADDRESS_LIMITS.maxPerShopper.
 * Every write holds the shopper's lock, so concurrent writes cannot break these.
 */
export function createAddressesService({ repository }: AddressesServiceOptions) {
  /** A customerId that is not the caller's is answered as one that does not exist. */
  function requireOwnCustomer(userId: number, customerId: number | undefined, message: string): void {
    if (customerId !== undefined && customerId !== userId) throw notFound(message);
  }

  async function findOwn(userId: number, id: number): Promise<Address> {
    const row = await repository.find(userId, id);
    if (!row) throw notFound(ADDRESS_MESSAGES.notFound);
    return toAddress(row);
  }

  return {
    async list(userId: number, customerId: number): Promise<AddressList> {
      requireOwnCustomer(userId, customerId, ADDRESS_MESSAGES.customerNotFound);
      return { status: "success", data: (await repository.list(userId)).map(toAddress) };
    },

    async get(userId: number, id: number): Promise<AddressResponse> {
      return { status: "success", data: await findOwn(userId, id) };
    },

    /** One of the caller's addresses, or a 404: for the orders module, which ships to it. */
    findOwn,

    async create(userId: number, body: AddressCreateBody): Promise<AddressChange> {
      requireOwnCustomer(userId, body.customerId, ADDRESS_MESSAGES.customerNotFound);
      const values: AddressValues = {
        name: body.name,
        phone: body.phone,
        pincode: body.pincode,
        locality: body.locality,
        addressLine: body.addressLine,
        city: body.city,
        state: body.state,
        country: body.country || DEFAULT_COUNTRY,
        landmark: body.landmark ?? null,
        alternatePhone: body.alternatePhone ?? null,
        companyName: body.companyName ?? null,
        gstNumber: body.gstNumber ?? null,
      };
      const row = await repository.asShopper(userId, async (locked) => {
        const { total, defaults } = await locked.countOf(userId);
        if (total >= ADDRESS_LIMITS.maxPerShopper) {
          throw new HttpError(409, ERROR_CODES.listFull, ADDRESS_MESSAGES.full);
        }
        // A first address is the default whatever was asked; so is one added when none is.
        const isDefault = body.isDefault === true || defaults === 0;
        if (isDefault) await locked.clearDefaults(userId);
        return locked.insert(userId, values, isDefault);
      });
      return { status: "success", message: ADDRESS_MESSAGES.created, data: toAddress(row) };
    },

    /**
     * Changes the fields sent. `isDefault: true` makes it the default and clears the others in the
     * same transaction; `false` on the default changes nothing, since a shopper always has one (the
     * spec's client first clears the old default, then sets the new one: that still ends right).
     */
    async update(userId: number, id: number, body: AddressUpdateBody): Promise<AddressChange> {
      requireOwnCustomer(userId, body.customerId, ADDRESS_MESSAGES.notFound);
      const changes: Partial<AddressValues> & { isDefault?: boolean } = {};
      for (const name of EDITABLE_FIELDS) {
        const value = body[name];
        if (value === undefined) continue;
        // A country sent empty is the default country again, as on create.
        Object.assign(changes, { [name]: name === "country" ? value || DEFAULT_COUNTRY : value });
      }
      const row = await repository.asShopper(userId, async (locked) => {
        const existing = await locked.find(userId, id);
        if (!existing) throw notFound(ADDRESS_MESSAGES.notFound);
        if (body.isDefault === true && !existing.isDefault) {
          await locked.clearDefaults(userId, id);
          changes.isDefault = true;
        }
        const updated = await locked.update(userId, id, changes);
        if (!updated) throw notFound(ADDRESS_MESSAGES.notFound);
        return updated;
      });
      return { status: "success", message: ADDRESS_MESSAGES.updated, data: toAddress(row) };
    },

    /** Deletes an address, never the last one; deleting the default makes the oldest other the default. */
    async remove(userId: number, id: number): Promise<AddressDeleteResponse> {
      await repository.asShopper(userId, async (locked) => {
        const existing = await locked.find(userId, id);
        if (!existing) throw notFound(ADDRESS_MESSAGES.notFound);
        const { total } = await locked.countOf(userId);
        if (total <= 1) throw new HttpError(409, ERROR_CODES.lastAddress, ADDRESS_MESSAGES.lastAddress);
        await locked.remove(userId, id);
        if (!existing.isDefault) return;
        const next = await locked.findOldest(userId);
        if (next) await locked.update(userId, next.id, { isDefault: true });
      });
      return { status: "success", message: ADDRESS_MESSAGES.deleted };
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;

function toAddress(row: StoredAddress): Address {
  return {
    id: row.id,
    customerId: row.customerId,
    name: row.name,
    phone: row.phone,
    pincode: row.pincode,
    locality: row.locality,
    addressLine: row.addressLine,
    city: row.city,
    state: row.state,
    country: row.country,
    landmark: row.landmark,
    alternatePhone: row.alternatePhone,
    gstNumber: row.gstNumber,
    companyName: row.companyName,
    isDefault: row.isDefault,
    createdTime: row.createdTime.toISOString(),
  };
}
