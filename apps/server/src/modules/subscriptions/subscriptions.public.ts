/**
 * What other modules may use of the subscriptions module (decision 041): the staff console's inbox
 * reads and marks the subscriptions through these (decision 045).
 */
export {
  countOpenSubscriptions,
  markSubscriptionAnswered,
  subscriptionInbox,
} from "./subscriptions.repository.ts";
