/**
 * What other modules may use of the contact module (decision 041): the staff console's inbox reads
 * and marks the contact messages through these (decision 045).
 */
export {
  contactInbox,
  countOpenContact,
  type InboxState,
  markContactAnswered,
} from "./contact.repository.ts";
