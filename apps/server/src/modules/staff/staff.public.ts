/** What other modules may use of the staff module (decisions 041 and 045): who the staff caller is. */
export { type StaffMember, signedInStaff } from "./require-staff.ts";
export { STAFF_ERRORS, STAFF_TAGS } from "./staff.routes.ts";
