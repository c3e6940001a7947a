import { z } from "zod";
import { sample } from "./samples";
import { type Resource, resourceSchema } from "./schema";
import type { SavedSettings } from "./settings-overlay";
import { defaultSite } from "./site";

/**
 * The /free-resources library: five strategic carousels, then two prompt
 * packs. Each id is a key of `site.resourceDownloads`, which holds the
 * download link; each thumbnail is the image "resources/<id>" of images.ts.
 */

const carouselCount = 5;
const promptCount = 2;

/** The library as written here; `resourcesWithSettings` is what the site shows, with the coach's saved links (decision 029). */
export const defaultResources: Resource[] = z
  .array(resourceSchema)
  .length(carouselCount + promptCount)
  .superRefine((list, ctx) => {
    const ids = list.map((r) => r.id);
    const keys = Object.keys(defaultSite.resourceDownloads);
    if (new Set(ids).size !== ids.length || ids.length !== keys.length || !keys.every((k) => ids.includes(k))) {
      ctx.addIssue({ code: "custom", message: "resource ids must be exactly the keys of site.resourceDownloads" });
    }
    list.forEach((r, i) => {
      const expectedType = i < carouselCount ? "carousel" : "prompt";
      if (r.type !== expectedType) {
        ctx.addIssue({ code: "custom", path: [i, "type"], message: `expected ${expectedType}` });
      }
      const hasLinks = r.linkedInUrl !== null && r.articleUrl !== null;
      const hasNoLinks = r.linkedInUrl === null && r.articleUrl === null;
      if (r.type === "carousel" ? !hasLinks : !hasNoLinks) {
        ctx.addIssue({
          code: "custom",
          path: [i],
          message: "carousels need linkedInUrl and articleUrl; prompt packs have neither",
        });
      }
      if (r.thumbnail !== `resources/${r.id}`) {
        ctx.addIssue({ code: "custom", path: [i, "thumbnail"], message: "expected resources/<id>" });
      }
      if (r.tags.length < 3 || r.tags.length > 5) {
        ctx.addIssue({ code: "custom", path: [i, "tags"], message: "expected 3 to 5 tags" });
      }
    });
  })
  .parse([
    {
      id: "hidden-market-map",
      title: "The Hidden Job Market Map",
      description: "Where senior roles are really filled, and how to get in front of them before they're advertised.",
      type: "carousel",
      thumbnail: "resources/hidden-market-map",
      introText:
        "Most senior roles are filled through referrals, direct approaches and headhunters long before an advert appears. This carousel maps the main routes into that hidden market and shows you how to prioritise the ones where you already have a way in.",
      linkedInUrl: sample(
        "https://www.linkedin.com/posts/claire-whitmore-strategy_hidden-job-market-senior-roles-activity-7321845529176018944-Qm4t",
      ),
      articleUrl: sample("https://www.linkedin.com/pulse/hidden-job-market-map-where-senior-roles-filled-claire-whitmore-3kx8e"),
      tags: ["Hidden job market", "Job search", "Networking", "Senior roles"],
    },
    {
      id: "linkedin-headline-formula",
      title: "The LinkedIn Headline Formula",
      description:
        "A simple three-part formula for a headline that tells recruiters what you do, who you do it for and the result you deliver.",
      type: "carousel",
      thumbnail: "resources/linkedin-headline-formula",
      introText:
        "Your headline is the first thing recruiters and decision-makers read, and often the only thing. This carousel breaks down a three-part formula, with before-and-after examples from senior professionals in transition.",
      linkedInUrl: sample(
        "https://www.linkedin.com/posts/claire-whitmore-strategy_linkedin-headline-formula-activity-7324382716450598912-Vb2n",
      ),
      articleUrl: sample("https://www.linkedin.com/pulse/linkedin-headline-formula-senior-professionals-claire-whitmore-7hq2c"),
      tags: ["LinkedIn", "Personal branding", "Visibility", "Positioning"],
    },
    {
      id: "consulting-offer-canvas",
      title: "The Consulting Offer Canvas",
      description: "A one-page canvas for turning corporate expertise into a clear, sellable first consulting offer.",
      type: "carousel",
      thumbnail: "resources/consulting-offer-canvas",
      introText:
        "New consultants often try to offer everything and end up selling nothing. This carousel walks through a one-page canvas covering your buyer, their problem, the outcome, the scope and the price, so your first offer is specific enough to sell.",
      linkedInUrl: sample(
        "https://www.linkedin.com/posts/claire-whitmore-strategy_consulting-offer-canvas-activity-7326919903724179456-Tr8w",
      ),
      articleUrl: sample("https://www.linkedin.com/pulse/consulting-offer-canvas-corporate-expertise-claire-whitmore-9pd4f"),
      tags: ["Consulting", "Offer design", "Pricing", "Corporate to consultant"],
    },
    {
      id: "warm-outreach-scripts",
      title: "Warm Outreach Scripts",
      description: "Short, natural messages for reconnecting with former colleagues and contacts without feeling salesy.",
      type: "carousel",
      thumbnail: "resources/warm-outreach-scripts",
      introText:
        "Your first opportunities usually come from people who already know your work. These scripts give you openers for reconnecting, asking for insight and following up, written to sound like you rather than a sales template.",
      linkedInUrl: sample(
        "https://www.linkedin.com/posts/claire-whitmore-strategy_warm-outreach-scripts-activity-7329457090998759424-Lp6y",
      ),
      articleUrl: sample("https://www.linkedin.com/pulse/warm-outreach-scripts-reconnect-without-selling-claire-whitmore-2mv6a"),
      tags: ["Outreach", "Networking", "Client acquisition", "Job search"],
    },
    {
      id: "ninety-day-pipeline",
      title: "The 90-Day Client Pipeline",
      description: "A week-by-week rhythm for building the pipeline that takes you to your first 3–5 paying clients.",
      type: "carousel",
      thumbnail: "resources/ninety-day-pipeline",
      introText:
        "Steady, modest activity beats occasional bursts of effort. This carousel sets out the weekly rhythm of conversations, content and follow-up from the MOVE OS business roadmap, designed to take you to your first 3–5 paying clients in 90 days.",
      linkedInUrl: sample(
        "https://www.linkedin.com/posts/claire-whitmore-strategy_90-day-client-pipeline-activity-7331994278272339968-Zc3k",
      ),
      articleUrl: sample("https://www.linkedin.com/pulse/90-day-client-pipeline-first-paying-clients-claire-whitmore-5rw1b"),
      tags: ["Consulting", "Business development", "90-day plan", "MOVE OS"],
    },
    {
      id: "career-strategy-prompts",
      title: "Prompt Pack 1: Career Strategy Prompts",
      description: "AI prompts to help you take stock of your experience, test new directions and sharpen your positioning.",
      type: "prompt",
      thumbnail: "resources/career-strategy-prompts",
      introText:
        "These prompts turn a general-purpose AI assistant into a structured thinking partner for your next move. Work through them in order to audit your achievements, compare possible directions and draft a positioning statement you can refine.",
      linkedInUrl: null,
      articleUrl: null,
      tags: ["AI prompts", "Career strategy", "Career change", "Positioning"],
    },
    {
      id: "market-alignment-prompts",
      title: "Prompt Pack 2: Market Alignment Prompts",
      description:
        "AI prompts to research your target market and align your CV, profile or offer with what decision-makers need.",
      type: "prompt",
      thumbnail: "resources/market-alignment-prompts",
      introText:
        "Strategy only works when it matches what the market is asking for. These prompts help you research target sectors and organisations, spot recurring problems and align your CV, LinkedIn profile or consulting offer with the language decision-makers use.",
      linkedInUrl: null,
      articleUrl: null,
      tags: ["AI prompts", "Market intelligence", "Research", "Alignment"],
    },
  ]);

/** Each carousel's LinkedIn post and article as the coach saved them at /admin/settings, else as written above. */
export function resourcesWithSettings(saved: SavedSettings): Resource[] {
  return defaultResources.map((resource) => {
    const linkedInUrl = saved[`resources.${resource.id}.linkedInUrl`];
    const articleUrl = saved[`resources.${resource.id}.articleUrl`];
    if (resource.type !== "carousel") return resource;
    return {
      ...resource,
      linkedInUrl: typeof linkedInUrl === "string" ? linkedInUrl : resource.linkedInUrl,
      articleUrl: typeof articleUrl === "string" ? articleUrl : resource.articleUrl,
    };
  });
}
