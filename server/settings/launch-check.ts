import { type Resources, resourcesSeed } from "../../app/content/resources";
import { type SampleValue, samplesIn } from "../../app/content/samples";
import type { Sessions } from "../../app/content/sessions";
import { siteWith } from "../../app/content/site";
import { type SavedSettings, settingFields } from "../../app/content/site-settings";

export interface LaunchCheck {
  samples: SampleValue[];
  /** The settings screen's fields that still hold a sample (`/admin/settings#<key>`). */
  sampleFields: string[];
  /** False when the site is built for a production (https://) origin and samples remain. */
  passes: boolean;
  lines: string[];
}

/**
 * Every sample value left in the content with the coach's `saved` settings over it (decision 029), in her sessions'
 * booking links (decision 069), and in the links of her free resources as their row holds them (decision 070).
 */
export function samplesLeft(
  saved: SavedSettings,
  sessions: Sessions,
  resources: Resources = resourcesSeed,
): { samples: SampleValue[]; sampleFields: string[] } {
  const site = siteWith(saved, sessions);
  const inSite = samplesIn({ ...site, sessions: undefined });
  const inSessions = sessions.flatMap((session) =>
    samplesIn({ bookingUrl: session.bookingUrl }).map((found) => ({ ...found, path: `${session.name}: ${found.path}` })),
  );
  const inResources = resources.library.flatMap((resource) =>
    samplesIn({ linkedInUrl: resource.linkedInUrl, articleUrl: resource.articleUrl, download: resource.download }).map(
      (found) => ({ ...found, path: `${resource.id}.${found.path}` }),
    ),
  );
  const keys = inSite.map((found) => found.path);
  const sampleFields = settingFields
    .filter((field) => keys.some((key) => field.key === key || field.key.startsWith(`${key}.`)))
    .map((field) => field.key);
  return {
    samples: [
      ...inSite.map((found) => ({ ...found, path: `site.ts: ${found.path}` })),
      ...inResources.map((found) => ({ ...found, path: `resources.ts: ${found.path}` })),
      ...inSessions.map((found) => ({ ...found, path: `Your site, Sessions & offers: ${found.path}` })),
    ],
    sampleFields,
  };
}

/** Every sample value left, and whether a site built for `publicOrigin` may go live with them. */
export function launchCheck(
  publicOrigin: string,
  saved: SavedSettings,
  sessions: Sessions,
  resources: Resources = resourcesSeed,
): LaunchCheck {
  const { samples, sampleFields } = samplesLeft(saved, sessions, resources);
  const production = publicOrigin.startsWith("https://");
  const passes = !production || samples.length === 0;
  const listing = samples.map((found) => `  ${found.path} = ${JSON.stringify(found.value)}`);
  const verdict =
    samples.length === 0
      ? "No sample values left: every link and identity value is the coach's own."
      : passes
        ? `${samples.length} sample values left; fine for ${publicOrigin}, but replace them before building for the real domain.`
        : `${samples.length} sample values left: replace each at /admin/settings or Your site › Free resources (or its value in app/content, removing its sample(…) call) before launching ${publicOrigin}.`;
  return {
    samples,
    sampleFields,
    passes,
    lines: [...(samples.length ? ["Sample values (the coach's saved settings over app/content):", ...listing] : []), verdict],
  };
}
