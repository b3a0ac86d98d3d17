import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** An image the media pipeline stored: `key` is a content hash, so its files never change. */
export const mediaAssets = pgTable("media_assets", {
  key: text("key").primaryKey(),
  kind: text("kind").notNull(),
  widths: integer("widths").array().notNull(),
  formats: text("formats").array().notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
