export type { SalesOverview } from "../../lib/back-office-types";
