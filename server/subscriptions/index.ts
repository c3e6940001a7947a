export * from "./back-office";
export { createGuideRoutes } from "./guide-routes";
export { createSubscriptionLifecycle, type SubscriptionLifecycle, startWaitingConfirmations } from "./lifecycle";
export { applyRetention, scheduleRetention } from "./retention";
export { createSubscriptionRoutes } from "./routes";
