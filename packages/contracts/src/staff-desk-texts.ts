/**
 * The staff console desk's constants and texts (issue 25 items 5 and 6, decision 045), without
 * Zod, for the pages (as appointment-texts.ts is for the booking form); staff-desk.ts passes them on.
 */

/** Where the shop's call of a booking stands: NEW until a staff member marks it. */
export const APPOINTMENT_DESK_STATUSES = ["NEW", "CALLED", "DONE", "NO_ANSWER"] as const;
export type AppointmentDeskStatus = (typeof APPOINTMENT_DESK_STATUSES)[number];
/** What a staff member may mark a booking: never back to NEW (the audit log keeps the history). */
export const APPOINTMENT_MARKS = ["CALLED", "DONE", "NO_ANSWER"] as const;
export const APPOINTMENT_DESK_LABELS: Record<AppointmentDeskStatus, string> = {
  NEW: "New",
  CALLED: "Called",
  DONE: "Done",
  NO_ANSWER: "No answer",
};

/** Two tables, one inbox: an id names its kind, `contact-12` or `subscription-5`. */
export const MESSAGE_KINDS = ["contact", "subscription"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const MESSAGE_ID_PATTERN = /^(contact|subscription)-([1-9]\d{0,9})$/;

export const DESK_LIMITS = { noteMaxLength: 1000, pageSize: 20, maxPageSize: 100 } as const;

export const DESK_MESSAGES = {
  dateInvalid: "date must be a date as YYYY-MM-DD",
  statusInvalid: `status must be one of ${APPOINTMENT_DESK_STATUSES.join(", ")}`,
  markInvalid: `status must be one of ${APPOINTMENT_MARKS.join(", ")}`,
  noteTooLong: `The note must be at most ${DESK_LIMITS.noteMaxLength} characters`,
  noteNotText: "The note must be text",
  appointmentNotFound: "No such appointment",
  messageIdInvalid: "The id must be contact-<number> or subscription-<number>",
  messageNotFound: "No such message",
  answeredInvalid: "answered must be true or false",
  kindInvalid: `kind must be one of ${MESSAGE_KINDS.join(", ")}`,
  stateInvalid: "state must be one of open, answered, all",
} as const;
