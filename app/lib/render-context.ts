import { type EditableContent, seedContent } from "../content/editable";
import type { NewsletterIssue } from "../content/newsletter.server";
import type { NewsletterImageManifest } from "../content/newsletter-images.server";
import { savedSettingsInContentDir } from "../content/saved-settings.server";
import { type Sessions, sessionsSeed } from "../content/sessions";
import type { SavedSettings } from "../content/settings-overlay";
import { publicEnv } from "./env";

/**
 * What the server's render hands React Router's loaders through the load context (decisions 046, 053): the issues as
 * the site shows them now, her saved settings and the origin the pages are rendered for. The full build hands none:
 * the loaders then read the repository's issues, the settings of CONTENT_DIR if a developer set one (else the
 * defaults hold) and the origin the build was made for.
 */
export interface RenderContext {
  newsletterIssues: NewsletterIssue[];
  savedSettings: SavedSettings;
  publicOrigin: string;
  /** Her pages' words, testimonials and FAQ as their rows hold them (decision 061); the full build: the seed. */
  editable?: EditableContent;
  /** The uploaded pictures the site shows, by name (decision 079); the full build: none. */
  pictures?: NewsletterImageManifest;
}

/** The origin a loader renders for: the one the server's render handed it, else the build's PUBLIC_ORIGIN. */
export function originOf(context: unknown): string {
  return (context as Partial<RenderContext> | undefined)?.publicOrigin ?? publicEnv.PUBLIC_ORIGIN;
}

/** Her content a loader renders: what the server's render handed it, else the repository's seed (the full build). */
export function editableOf(context: unknown): EditableContent {
  return (context as Partial<RenderContext> | undefined)?.editable ?? seedContent;
}

/** The uploaded pictures a loader may show: those the server's render handed it, else none (the full build). */
export function picturesOf(context: unknown): NewsletterImageManifest {
  return (context as Partial<RenderContext> | undefined)?.pictures ?? {};
}

/** The saved settings a loader renders with: those the server's render handed it, else the full build's. */
export function savedSettingsOf(context: unknown): SavedSettings {
  return (context as Partial<RenderContext> | undefined)?.savedSettings ?? savedSettingsInContentDir();
}

/**
 * What the root loader gives every page (app/root.tsx): the origin a server's render is for, only where it is not the
 * build's own, her saved settings only if she saved some (none: the defaults) and her sessions only if they are not the
 * seed's, so a page the build made carries
 * nothing more to hydrate with (every byte of a hydrating page counts against its first round trip,
 * tests/e2e/page-budget.spec.ts).
 */
export interface RootData {
  origin?: string;
  settings?: SavedSettings;
  /** Her sessions, only where they differ from the seed: the header's booking menu and the structured data show them. */
  sessions?: Sessions;
}

/** The root loader's data for a render handed `context`. */
export function rootDataOf(context: unknown): RootData {
  const origin = originOf(context);
  const settings = savedSettingsOf(context);
  const { sessions } = editableOf(context);
  return {
    ...(origin === publicEnv.PUBLIC_ORIGIN ? {} : { origin }),
    ...(Object.keys(settings).length > 0 ? { settings } : {}),
    ...(JSON.stringify(sessions) === JSON.stringify(sessionsSeed) ? {} : { sessions }),
  };
}
