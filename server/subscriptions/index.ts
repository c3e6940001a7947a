export * from "./back-office";
export { createSubscriptionLifecycle, type SubscriptionLifecycle } from "./lifecycle";
export { applyRetention, scheduleRetention } from "./retention";
export { createSubscriptionRoutes } from "./routes";
