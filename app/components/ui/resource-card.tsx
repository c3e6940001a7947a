import { ChevronDown, Download } from "lucide-react";
import { useId } from "react";
import { type ImageName, images } from "~/content/images";
import type { RenderedNewsletterImage } from "~/content/newsletter-images.server";
import type { Resource } from "~/content/resources";
import type { ResourcesPage } from "~/content/resources-page";
import { useOutboundLinks } from "~/lib/outbound-links";
import { buttonStyles } from "./button-styles";
import { ExternalLink } from "./external-link";
import { GuideForm } from "./guide-form";
import { LinkedInIcon } from "./linkedin-icon";
import { ResponsiveImage } from "./responsive-image";

/** A drawing of a resource card, whose box (its sizes) a picture she uploaded for a card without one takes. */
const resourceThumbnailBox: ImageName = "resources/hidden-market-map";

interface ResourceCardProps {
  resource: Resource;
  badge: string;
  words: ResourcesPage["card"];
  /** The files of the picture she uploaded for this card, if she did (shown in place of the site's drawing). */
  picture?: RenderedNewsletterImage;
}

/**
 * Shows or hides the details of the card whose "Topics and details" was pressed: the cards are rendered with the page
 * and never hydrated (decision 088), so their library's island answers the press for all of them, from their panel.
 */
export function toggleCardDetails(event: Event): void {
  const toggle = event.target instanceof Element ? event.target.closest("button[aria-expanded][aria-controls]") : null;
  const details = toggle && document.getElementById(toggle.getAttribute("aria-controls") ?? "");
  if (!details) return;
  const open = toggle.getAttribute("aria-expanded") !== "true";
  toggle.setAttribute("aria-expanded", String(open));
  details.classList.toggle("hidden", !open);
}

/**
 * One free resource: type badge, thumbnail, title, description and its links,
 * with a toggle revealing the topic tags and an introduction; a guide given for an address asks for it instead of
 * offering its download (decision 077). A browser running
 * without JavaScript shows the details and no toggle (the `noscript:` variant),
 * so the page does not move when it hydrates.
 */
export function ResourceCard({ resource, badge, words, picture }: ResourceCardProps) {
  const detailsId = useId();
  const links = useOutboundLinks();
  // Its own drawing, if the site has one (images.ts). Looked up in the map itself: a zod call here returned a
  // function once bundled as a Preact island (decision 072), which broke the library's start.
  const imageName = `resources/${resource.id}`;
  const thumbnail = Object.hasOwn(images, imageName) ? (imageName as ImageName) : undefined;
  // Every card's picture has the same box: hers takes the sizes of the drawings'.
  const box = thumbnail ?? resourceThumbnailBox;

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-paper shadow-sm">
      {thumbnail || picture ? (
        <ResponsiveImage
          name={box}
          shown={picture ? { alt: "", uploaded: picture } : undefined}
          className="aspect-video h-auto w-full border-b border-line object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <p className="self-start rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold uppercase tracking-wider text-accent-strong">
          {badge}
        </p>
        <h3 className="mt-3 text-xl font-semibold" data-search-text="">
          {resource.title}
        </h3>
        <p className="mt-2 text-ink-soft" data-search-text="">
          {resource.description}
        </p>

        <button
          type="button"
          aria-expanded={false}
          aria-controls={detailsId}
          className="group mt-4 inline-flex items-center gap-1 self-start rounded-sm font-semibold text-accent-strong underline-offset-2 hover:underline noscript:hidden"
        >
          {words.detailsToggle}
          <span className="sr-only">: {resource.title}</span>
          <ChevronDown aria-hidden="true" className="size-4 transition-transform group-aria-expanded:rotate-180" />
        </button>
        <div id={detailsId} className="mt-4 hidden noscript:block!">
          <h4 className="text-sm font-semibold uppercase tracking-wider text-muted">{words.topicsTitle}</h4>
          <ul className="mt-2 flex flex-wrap gap-2">
            {resource.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full border border-line bg-sand px-3 py-1 text-sm text-ink-soft"
                data-search-text=""
              >
                {tag}
              </li>
            ))}
          </ul>
          <h4 className="mt-4 text-sm font-semibold uppercase tracking-wider text-muted">{words.aboutTitle}</h4>
          <p className="mt-1 text-ink-soft">{resource.introText}</p>
        </div>

        <div className="mt-auto flex flex-wrap gap-3 pt-6">
          {resource.linkedInUrl ? (
            <ExternalLink href={resource.linkedInUrl} className={buttonStyles("secondary", "px-4 py-2 text-sm")}>
              <LinkedInIcon />
              {words.linkedInLabel}
              <span className="sr-only">: {resource.title}</span>
            </ExternalLink>
          ) : null}
          {resource.forAddress ? (
            <GuideForm resource={resource} label={words.guideLabel} />
          ) : resource.download ? (
            <ExternalLink
              href={links.download(resource.id, resource.download)}
              className={buttonStyles("primary", "px-4 py-2 text-sm")}
            >
              <Download aria-hidden="true" className="size-4" />
              {words.downloadLabel}
              <span className="sr-only">: {resource.title}</span>
            </ExternalLink>
          ) : (
            <p className="inline-flex items-center rounded-md border border-dashed border-ink/30 px-4 py-2 text-sm font-semibold text-muted">
              {words.comingSoonLabel}
              <span className="sr-only">: the download is not available yet</span>
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
