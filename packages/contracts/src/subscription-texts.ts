// The coming-soon page's subscribe form (spec 001 section 2: "an email subscribe form that posts
// nowhere"; here it stores the address, decision 030). Its label and messages, all ours: the spec
// shows none. No Zod here, for the /coming-soon page.

export const SUBSCRIPTION_LABEL = "Email";

/** The longest address SMTP carries (RFC 5321), as the contact form's. */
export const SUBSCRIPTION_EMAIL_MAX_LENGTH = 254;

export const SUBSCRIPTION_MESSAGES = {
  required: "Email is required",
  emailInvalid: "Please enter a valid email",
  tooLong: `Email must be at most ${SUBSCRIPTION_EMAIL_MAX_LENGTH} characters`,
  tooManyRequests: "Too many subscriptions from here. Please try again later",
  /**
   * The one answer to every accepted address, new or already on the list: a stranger typing
   * someone's address learns nothing about whether it was there.
   */
  success: "Thank you! We will write to you when we launch.",
  error: "Error! Please try again later.",
} as const;
