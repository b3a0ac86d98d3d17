import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, RegisterBodySchema } from "./auth.ts";
import { CONTACT_MESSAGES, ContactBodySchema } from "./contact.ts";
import { findFieldErrors } from "./field-errors.ts";

describe("findFieldErrors", () => {
  it("answers the first message of each refused field, in the schema's order of checks", () => {
    expect(
      findFieldErrors(RegisterBodySchema, {
        username: "ab",
        email: "",
        contactNumber: "12345",
        password: "secret1",
      }),
    ).toEqual({
      username: AUTH_MESSAGES.usernameTooShort,
      email: AUTH_MESSAGES.emailRequired,
      contactNumber: AUTH_MESSAGES.mobileInvalid,
    });
  });

  it("is empty for values the schema takes", () => {
    expect(
      findFieldErrors(ContactBodySchema, {
        name: "Asha",
        email: "asha@example.com",
        message: "Hi",
        phone: "",
      }),
    ).toEqual({});
  });

  it("names a field's message after its label", () => {
    expect(findFieldErrors(ContactBodySchema, { name: " ", email: "x", message: "Hi" })).toEqual({
      name: CONTACT_MESSAGES.required("Name"),
      email: CONTACT_MESSAGES.emailInvalid,
    });
  });
});
