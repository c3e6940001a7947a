import { resources } from "../../app/content/resources";
import { type SampleValue, samplesIn } from "../../app/content/samples";
import { site } from "../../app/content/site";

export interface LaunchCheck {
  samples: SampleValue[];
  /** False when the site is built for a production (https://) origin and samples remain. */
  passes: boolean;
  lines: string[];
}

/** Every sample value left in the content, and whether a site built for `publicOrigin` may go live with them. */
export function launchCheck(publicOrigin: string): LaunchCheck {
  const samples = [
    ...samplesIn(site).map((found) => ({ ...found, path: `site.ts: ${found.path}` })),
    ...resources.flatMap((resource) =>
      samplesIn({ linkedInUrl: resource.linkedInUrl, articleUrl: resource.articleUrl }).map((found) => ({
        ...found,
        path: `resources.ts: ${resource.id}.${found.path}`,
      })),
    ),
  ];
  const production = publicOrigin.startsWith("https://");
  const passes = !production || samples.length === 0;
  const listing = samples.map((found) => `  ${found.path} = ${JSON.stringify(found.value)}`);
  const verdict =
    samples.length === 0
      ? "No sample values left: every link and identity value is the coach's own."
      : passes
        ? `${samples.length} sample values left; fine for ${publicOrigin}, but replace them before building for the real domain.`
        : `${samples.length} sample values left: replace each with the coach's own value (and remove its sample(…) call) before launching ${publicOrigin}.`;
  return { samples, passes, lines: [...(samples.length ? ["Sample values in app/content:", ...listing] : []), verdict] };
}
