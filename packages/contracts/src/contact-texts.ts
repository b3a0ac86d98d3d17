// The contact form (spec 001 sections 2, 7 and 8): its fields and messages, word for word where
// the spec gives them; "ours" where it shows none. No Zod here, for the /contact page.

export const CONTACT_FIELDS = ["name", "email", "phone", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The form's labels: the spec's form shows name, email and comment (sent as `message`). */
export const CONTACT_LABELS: Record<ContactField, string> = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  subject: "Subject",
  message: "Comment",
};

/** Ours. */
export const CONTACT_MAX_LENGTHS: Record<ContactField, number> = {
  name: 100,
  email: 254,
  phone: 20,
  subject: 200,
  message: 5000,
};

export const CONTACT_MESSAGES = {
  /** Ours, in the words of the appointment form's "{Field} is required". */
  required: (label: string) => `${label} is required`,
  emailInvalid: "Please enter a valid email",
  phoneInvalid: "Please enter a valid phone number",
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  tooManyRequests: "Too many messages from here. Please try again later",
  /** The page's alerts (spec 001 section 8). */
  success: "Success! Message submitted successfully.",
  error: "Error! Please try again later.",
} as const;

/** Digits with the usual separators and an optional leading +; 7 to 15 digits (ours). */
export const CONTACT_PHONE_PATTERN = /^\+?[\d\s()-]{7,20}$/;
