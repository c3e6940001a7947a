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

/** What the root loader gives every page (app/root.tsx). */
export interface RootData {
  origin: string;
}
