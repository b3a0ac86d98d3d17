/** What other modules may use of the appointments module (decision 041). */
export { oneLine } from "./appointments.service.ts";
