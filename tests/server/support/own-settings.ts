import { type EditableContent, seedContent } from "../../../app/content/editable";
import { resourcesSeed } from "../../../app/content/resources";
import { samplesIn } from "../../../app/content/samples";
import type { SavedSettings } from "../../../app/content/settings-overlay";
import { defaultSite } from "../../../app/content/site";
import { type SettingField, settingFields } from "../../../app/content/site-settings";

/** A real value of the coach's own for each field, in the form's words. */
export function ownValueOf(field: SettingField): string {
  if (field.kind === "link") return `https://www.realcoach.example/${field.key.replaceAll(".", "/")}`;
  if (field.kind === "email") return "claire@realcoach.example";
  if (field.kind === "price") return "99";
  return `Her own ${field.label.toLowerCase()}`;
}

/** Every setting of Your details with a value of her own, as the form sends it. */
export const everyOwnValue = () => Object.fromEntries(settingFields.map((field) => [field.key, ownValueOf(field)]));

/** Every setting of Your details with a value of her own, as it is saved: prices as numbers. */
export const everyOwnSetting = (): SavedSettings =>
  Object.fromEntries(
    Object.entries(everyOwnValue()).map(([key, value]) => [key, key.startsWith("prices.") ? Number(value) : value]),
  );

/** Her content's rows with links of her own where the seed has samples: her sessions' booking links, her resources' links. */
export const everyOwnContent = (): EditableContent => ({
  ...seedContent,
  sessions: seedContent.sessions.map((session) => ({
    ...session,
    bookingUrl: `https://www.realcoach.example/book/${session.id}`,
  })),
  resources: {
    ...seedContent.resources,
    library: seedContent.resources.library.map((resource) => ({
      ...resource,
      linkedInUrl: resource.linkedInUrl && `https://www.realcoach.example/post/${resource.id}`,
      articleUrl: resource.articleUrl && `https://www.realcoach.example/article/${resource.id}`,
      download: resource.download && `https://www.realcoach.example/files/${resource.id}.pdf`,
    })),
  },
});

const words = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(words) : [];

/**
 * Every text `app/content/` marks as a `sample(…)`: the name, address, e-mail and links invented until she gives hers.
 * The sample address's city and country are left out: "London" and "United Kingdom" are the site's own words too.
 */
export const sampleTexts: string[] = [
  ...samplesIn(defaultSite).flatMap(({ path, value }) =>
    path === "address" ? words({ ...(value as object), city: undefined, country: undefined }) : words(value),
  ),
  ...resourcesSeed.library.flatMap((resource) =>
    samplesIn({ linkedInUrl: resource.linkedInUrl, articleUrl: resource.articleUrl, download: resource.download }).flatMap(
      ({ value }) => words(value),
    ),
  ),
];

/** The sample texts `text` holds. */
export const samplesLeftIn = (text: string) => sampleTexts.filter((sample) => text.includes(sample));
