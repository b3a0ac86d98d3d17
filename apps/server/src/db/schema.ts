// Every table of the shop, for Drizzle's client and drizzle-kit. Each lives in its domain's folder.
export * from "../modules/addresses/addresses.tables.ts";
export * from "../modules/appointments/appointments.tables.ts";
export * from "../modules/audit/audit.tables.ts";
export * from "../modules/auth/auth.tables.ts";
export * from "../modules/cart/cart.tables.ts";
export * from "../modules/catalog/catalog.tables.ts";
export * from "../modules/contact/contact.tables.ts";
export * from "../modules/inventory/inventory.tables.ts";
export * from "../modules/invoices/invoices.tables.ts";
export * from "../modules/media/media.tables.ts";
export * from "../modules/orders/orders.tables.ts";
export * from "../modules/payments/payments.tables.ts";
export * from "../modules/recently-viewed/recently-viewed.tables.ts";
export * from "../modules/staff/staff.tables.ts";
export * from "../modules/subscriptions/subscriptions.tables.ts";
export * from "../modules/wishlist/wishlist.tables.ts";
export * from "../providers/outbox/outbox.tables.ts";
