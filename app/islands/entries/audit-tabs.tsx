import { AuditTabsSection } from "~/components/sections/audit-tabs-section";
import { hydrateIsland } from "../hydrate-island";

hydrateIsland("audit-tabs", AuditTabsSection);
