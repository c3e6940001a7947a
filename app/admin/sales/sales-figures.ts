export type { SalesOverview } from "./types";
