import type { ComponentType } from "react";
import { jsonInHtml } from "~/lib/json-in-html";
import { type SiteValues, useSiteValues } from "~/lib/site-context";
import { type IslandName, islandAttribute } from "./island-names";

/** What an island's element hands its script: the component's props, and her settings and sessions, which `useSite()` reads. */
export interface IslandData<Props> extends SiteValues {
  props: Props;
}

/**
 * A live widget in a prerendered page (decision 072): rendered here as any component is, in an element that names
 * it, followed by what it was rendered with as JSON, escaped for the page. The island's own script
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
  const data: IslandData<Props> = { props, ...useSiteValues() };
  return (
    <>
      <div {...{ [islandAttribute]: name }}>
        <Component {...props} />
      </div>
      <script type="application/json" dangerouslySetInnerHTML={{ __html: jsonInHtml(data) }} />
    </>
  );
}
