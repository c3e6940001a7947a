import type { ComponentType } from "react";
import { jsonInHtml } from "~/lib/json-in-html";
import { usePagePath } from "~/lib/page-path";
import { type SiteValues, useSiteValues } from "~/lib/site-context";
import { type IslandName, islandAttribute, islandReads } from "./island-names";

/**
 * What an island's element hands its script: the component's props, the page's path, and what of her site it reads
 * (`islandReads`).
 */
export interface IslandData<Props> extends Partial<SiteValues> {
  props: Props;
  /** The page's path as it was rendered: a page answering a form posted to /forms/… is still that page (decision 092). */
  path: string;
}

/**
 * A live widget in a prerendered page (decision 072): rendered here as any component is, in an element that names
 * it, followed by what it was rendered with as JSON, escaped for the page: its props, and only what of her site it
 * reads (decision 080). The island's own script
 * (app/islands/entries/) hydrates that element alone, with Preact, once the visitor acts: the page loads neither
 * React Router nor the rest of the app.
 */
export function Island<Props extends object>({
  name,
  component: Component,
  props,
}: {
  name: IslandName;
  component: ComponentType<Props>;
  props: Props;
}) {
  const site = useSiteValues();
  const path = usePagePath();
  const read: Partial<SiteValues> = Object.fromEntries(islandReads[name].map((key) => [key, site[key]]));
  const data: IslandData<Props> = { props, path, ...read };
  return (
    <>
      <div {...{ [islandAttribute]: name }}>
        <Component {...props} />
      </div>
      <script type="application/json" dangerouslySetInnerHTML={{ __html: jsonInHtml(data) }} />
    </>
  );
}
