/**
 * What other modules may use of the appointments module (decision 041): the one-line text helper,
 * and the staff console's desk (list, mark, count the bookings; decision 045).
 */

export { oneLine } from "./appointments.service.ts";
export { type AppointmentsDesk, createAppointmentsDesk } from "./appointments-desk.service.ts";
