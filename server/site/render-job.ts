import type { EditableContent } from "../../app/content/editable";
import type { NewsletterIssue } from "../../app/content/newsletter.server";
import type { NewsletterImageManifest } from "../../app/content/newsletter-images.server";
import type { SavedSettings } from "../../app/content/settings-overlay";

/** What one render is asked to do (server/site/renderer.ts → render-worker.ts). */
export interface RenderJob {
  /** The project, where app/app.css and the issue files of the repository are. */
  projectDir: string;
  /** React Router's server bundle kept by `npm run build` (…/renderer, decision 038). */
  rendererDir: string;
  /** The repository's build (…/client): every file not rendered again is a link to its file. */
  baseClientDir: string;
  /** The live regenerated build made on top of the same repository build, whose unchanged outputs are linked. */
  previousClientDir?: string;
  /** The new build's client folder, written from scratch. */
  outClientDir: string;
  /** Every issue the site shows, her name filled in and her pictures sized (decision 046): handed to the loaders. */
  newsletterIssues: NewsletterIssue[];
  /** The origin the pages are rendered for (canonical URLs, feed, sitemap): the server's. */
  publicOrigin: string;
  /** The coach's saved settings, laid over the content's defaults. */
  settings: SavedSettings;
  /** Her pages' words, testimonials and FAQ (decision 061): handed to the loaders. */
  editable: EditableContent;
  /** The uploaded pictures the site shows (decision 079): her photo and page pictures are looked up in it by the loaders; none, the site's own. */
  pictures?: NewsletterImageManifest;
}

/** What a render did: the outputs (paths under the client folder) it wrote anew rather than linked. */
export interface RenderResult {
  written: string[];
}
