import type { NewsletterIssue } from "../content/newsletter.server";
import { publicEnv } from "./env";

/**
 * What the server's render hands React Router's loaders through the load context (decisions 046, 053): the issues as
 * the site shows them now and the origin the pages are rendered for. The full build hands none: the loaders then
 * read the repository's issues and the origin the build was made for.
 */
export interface RenderContext {
  newsletterIssues: NewsletterIssue[];
  publicOrigin: string;
}

/** The origin a loader renders for: the one the server's render handed it, else the build's PUBLIC_ORIGIN. */
export function originOf(context: unknown): string {
  return (context as Partial<RenderContext> | undefined)?.publicOrigin ?? publicEnv.PUBLIC_ORIGIN;
}

/**
 * What the root loader gives every page (app/root.tsx): the origin a server's render is for, only where it is not the
 * build's own, so a page the build made carries nothing more to hydrate with (every byte of a hydrating page counts
 * against its first round trip, tests/e2e/page-budget.spec.ts).
 */
export interface RootData {
  origin?: string;
}

/** The root loader's data for a render handed `context`. */
export function rootDataOf(context: unknown): RootData {
  const origin = originOf(context);
  return origin === publicEnv.PUBLIC_ORIGIN ? {} : { origin };
}
