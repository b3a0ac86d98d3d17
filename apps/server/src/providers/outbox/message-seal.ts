import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const VERSION = "v1";

/**
 * Seals a message's body for the outbox table (decision 040): AES-256-GCM under a key derived
 * (HKDF-SHA256) from the server's secret, bound to the message's kind and recipient, so a copy of
 * the table shows no code and no personal text, and a body moved to another row does not open.
 * A secret changed while a message waited leaves it unopenable: it fails rather than goes out.
 */
export function createMessageSeal(secret: string) {
  const key = Buffer.from(hkdfSync("sha256", secret, "nagai-outbox", "message body", 32));
  return {
    seal(text: string, context: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv).setAAD(Buffer.from(context));
      const sealed = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url"));
      return [VERSION, ...parts].join(".");
    },
    /** The text, or throws when the body was sealed under another secret or context. */
    open(body: string, context: string): string {
      const [version, iv, tag, sealed] = body.split(".");
      if (version !== VERSION || !iv || !tag || !sealed) {
        throw new Error("not a sealed outbox body");
      }
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"))
        .setAAD(Buffer.from(context))
        .setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString(
        "utf8",
      );
    },
  };
}

export type MessageSeal = ReturnType<typeof createMessageSeal>;
