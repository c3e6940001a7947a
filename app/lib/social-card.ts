import { defaultSite } from "~/content/site";

/**
 * Each page's Open Graph image: its title and the brand on 1200 × 630 pixels, drawn at
 * build by server/site/social-cards.ts into build/client/images/social/.
 */
export const socialCardSize = { width: 1200, height: 630 } as const;

export interface SocialCard {
  /** Where the card is served, e.g. /images/social/services.png. */
  path: string;
  /** The large text on the card: the page's title, or the tagline on the home page, whose title is the brand. */
  heading: string;
  alt: string;
}

export function socialCard(pagePath: string, title: string): SocialCard {
  const heading = title === defaultSite.brand ? defaultSite.tagline : title;
  const name = pagePath.replace(/^\/+|\/+$/g, "") || "home";
  return { path: `/images/social/${name}.png`, heading, alt: `${defaultSite.brand}: ${heading}` };
}

/** The home page's card, which stands for the whole site (the not-found page, the business in structured data). */
export const siteSocialCard = socialCard("/", defaultSite.brand);
