import { z } from "zod";
import { resourceIdPattern } from "../lib/validation";
import { uploadedPicturePattern } from "./page-pictures";
import { type ResourcesPage, resourcesPageSchema, resourcesPageSeed } from "./resources-page";
import { sample } from "./samples";
import { text } from "./schema";
import { isSessionLinkName } from "./sessions";
import { countedLinkNames } from "./site";

/**
 * The /free-resources library and its page's words: a row of the database (decision 061, amended by 070), seeded from
 * `resourcesSeed` below. She adds, changes, reorders and removes resources in the back office; each has a stable id
 * (its /go/ name and its thumbnail's), a kind of hers (its tab: decision 097), and a download that is a link (https://),
 * a PDF she uploaded (`/resources/files/<name>.pdf`) or nothing yet ("Coming soon").
 */

/** The most resources the library takes: the resource filter stays quick on a phone with this many (issue 55). */
export const mostResources = 200;

/** Where a PDF she uploaded is served from: named by its content, so the path never changes while the file is kept. */
export const resourceFilePath = (name: string) => `/resources/files/${name}.pdf`;
export const resourceFilePattern = /^\/resources\/files\/([a-f0-9]{32})\.pdf$/;

const httpsAddress = z.url({ protocol: /^https$/ });
const isHttpsAddress = (value: string) => httpsAddress.safeParse(value).success;
/** A link she may leave empty. */
const optionalLink = z
  .string()
  .refine(
    (value) => value === "" || isHttpsAddress(value),
    "Please enter a full address starting with https://, or leave this empty.",
  );

export const resourceSchema = z
  .object({
    /** Its name under /go/ (the download is counted there) and its thumbnail's, "resources/<id>", if the site has one. */
    id: z
      .string()
      .regex(resourceIdPattern, "Please use lower-case letters, digits and single hyphens, such as salary-guide.")
      .max(60, "Please keep this under 60 characters.")
      .refine(
        (id) => !Object.values<string>(countedLinkNames).includes(id) && !isSessionLinkName(id),
        "This name is taken by one of your links.",
      ),
    title: text,
    description: text,
    /** Which of her kinds it is (`page.kinds`' ids): the tab and group it shows under, the badge on its card. */
    type: z.string("Please choose one of your kinds.").max(40),
    introText: text,
    linkedInUrl: optionalLink,
    articleUrl: optionalLink,
    tags: z.array(text).min(1).max(8),
    /** A link, a file she uploaded, or "" for "Coming soon". */
    download: z
      .string()
      .refine(
        (value) => value === "" || isHttpsAddress(value) || resourceFilePattern.test(value),
        "Please enter a full address starting with https://, upload a PDF, or leave this empty.",
      ),
    /**
     * Given in return for an e-mail address (decision 077): its card asks for the reader's address instead of offering
     * the download, and the confirmation e-mail's link delivers it. Absent in rows saved before: not a guide.
     */
    forAddress: z.boolean().default(false),
    /**
     * Its card's picture, uploaded as her page pictures are (decision 079): empty shows the site's own drawing, if it
     * has one for this resource, or none. Absent in rows saved before: empty.
     */
    picture: z
      .string()
      .refine(
        (value) => value === "" || uploadedPicturePattern.test(value),
        "Please upload a JPEG, PNG or WebP picture here, or leave this empty for the site's own.",
      )
      .default(""),
  })
  .refine((resource) => !resource.forAddress || resource.download !== "", {
    path: ["forAddress"],
    message: "A guide given for an e-mail address needs its download: upload a PDF or enter its link first.",
  });
export type Resource = z.infer<typeof resourceSchema>;

/** Whether a resource is given only in return for an e-mail address (and so has something to give). */
export const isGuide = (resource: Pick<Resource, "forAddress" | "download">) => resource.forAddress && resource.download !== "";

/**
 * The library and its page as checked wherever they are read; the rules across the two (each resource of one of her
 * kinds) and a row saved before her kinds are resource-kinds.ts's, which the browser never loads.
 */
export const resourcesSchema = z.object({
  page: resourcesPageSchema,
  library: z
    .array(resourceSchema)
    .max(mostResources, `Please keep the library to ${mostResources} resources.`)
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      for (const [index, item] of items.entries()) {
        if (seen.has(item.id)) ctx.addIssue({ code: "custom", path: [index, "id"], message: "Another resource has this name." });
        seen.add(item.id);
      }
    }),
});

export interface Resources {
  page: ResourcesPage;
  library: Resource[];
}

/** What a fresh data folder starts from; what she saves in the back office wins. */
export const resourcesSeed: Resources = resourcesSchema.parse({
  page: resourcesPageSeed,
  library: [
    {
      id: "hidden-market-map",
      title: "The Hidden Job Market Map",
      description: "Where senior roles are really filled, and how to get in front of them before they're advertised.",
      type: "carousel",
      introText:
        "Most senior roles are filled through referrals, direct approaches and headhunters long before an advert appears. This carousel maps the main routes into that hidden market and shows you how to prioritise the ones where you already have a way in.",
      linkedInUrl: sample(
        "https://www.linkedin.com/posts/claire-whitmore-strategy_hidden-job-market-senior-roles-activity-7321845529176018944-Qm4t",
      ),
      articleUrl: sample("https://www.linkedin.com/pulse/hidden-job-market-map-where-senior-roles-filled-claire-whitmore-3kx8e"),
      tags: ["Hidden job market", "Job search", "Networking", "Senior roles"],
      download: sample("https://drive.google.com/file/d/nextmove-hidden-market-map/view"),
    },
    {
      id: "linkedin-headline-formula",
      title: "The LinkedIn Headline Formula",
      description:
        "A simple three-part formula for a headline that tells recruiters what you do, who you do it for and the result you deliver.",
      type: "carousel",
      introText:
        "Your headline is the first thing recruiters and decision-makers read, and often the only thing. This carousel breaks down a three-part formula, with before-and-after examples from senior professionals in transition.",
      linkedInUrl: sample(
        "https://www.linkedin.com/posts/claire-whitmore-strategy_linkedin-headline-formula-activity-7324382716450598912-Vb2n",
      ),
      articleUrl: sample("https://www.linkedin.com/pulse/linkedin-headline-formula-senior-professionals-claire-whitmore-7hq2c"),
      tags: ["LinkedIn", "Personal branding", "Visibility", "Positioning"],
      download: sample("https://drive.google.com/file/d/nextmove-headline-formula/view"),
    },
    {
      id: "consulting-offer-canvas",
      title: "The Consulting Offer Canvas",
      description: "A one-page canvas for turning corporate expertise into a clear, sellable first consulting offer.",
      type: "carousel",
      introText:
        "New consultants often try to offer everything and end up selling nothing. This carousel walks through a one-page canvas covering your buyer, their problem, the outcome, the scope and the price, so your first offer is specific enough to sell.",
      linkedInUrl: sample(
        "https://www.linkedin.com/posts/claire-whitmore-strategy_consulting-offer-canvas-activity-7326919903724179456-Tr8w",
      ),
      articleUrl: sample("https://www.linkedin.com/pulse/consulting-offer-canvas-corporate-expertise-claire-whitmore-9pd4f"),
      tags: ["Consulting", "Offer design", "Pricing", "Corporate to consultant"],
      download: sample("https://drive.google.com/file/d/nextmove-offer-canvas/view"),
    },
    {
      id: "warm-outreach-scripts",
      title: "Warm Outreach Scripts",
      description: "Short, natural messages for reconnecting with former colleagues and contacts without feeling salesy.",
      type: "carousel",
      introText:
        "Your first opportunities usually come from people who already know your work. These scripts give you openers for reconnecting, asking for insight and following up, written to sound like you rather than a sales template.",
      linkedInUrl: sample(
        "https://www.linkedin.com/posts/claire-whitmore-strategy_warm-outreach-scripts-activity-7329457090998759424-Lp6y",
      ),
      articleUrl: sample("https://www.linkedin.com/pulse/warm-outreach-scripts-reconnect-without-selling-claire-whitmore-2mv6a"),
      tags: ["Outreach", "Networking", "Client acquisition", "Job search"],
      download: sample("https://drive.google.com/file/d/nextmove-outreach-scripts/view"),
    },
    {
      id: "ninety-day-pipeline",
      title: "The 90-Day Client Pipeline",
      description: "A week-by-week rhythm for building the pipeline that takes you to your first 3–5 paying clients.",
      type: "carousel",
      introText:
        "Steady, modest activity beats occasional bursts of effort. This carousel sets out the weekly rhythm of conversations, content and follow-up from the MOVE OS business roadmap, designed to take you to your first 3–5 paying clients in 90 days.",
      linkedInUrl: sample(
        "https://www.linkedin.com/posts/claire-whitmore-strategy_90-day-client-pipeline-activity-7331994278272339968-Zc3k",
      ),
      articleUrl: sample("https://www.linkedin.com/pulse/90-day-client-pipeline-first-paying-clients-claire-whitmore-5rw1b"),
      tags: ["Consulting", "Business development", "90-day plan", "MOVE OS"],
      download: sample("https://drive.google.com/file/d/nextmove-ninety-day-pipeline/view"),
    },
    {
      id: "career-strategy-prompts",
      title: "Prompt Pack 1: Career Strategy Prompts",
      description: "AI prompts to help you take stock of your experience, test new directions and sharpen your positioning.",
      type: "prompt",
      introText:
        "These prompts turn a general-purpose AI assistant into a structured thinking partner for your next move. Work through them in order to audit your achievements, compare possible directions and draft a positioning statement you can refine.",
      linkedInUrl: "",
      articleUrl: "",
      tags: ["AI prompts", "Career strategy", "Career change", "Positioning"],
      download: "",
    },
    {
      id: "market-alignment-prompts",
      title: "Prompt Pack 2: Market Alignment Prompts",
      description:
        "AI prompts to research your target market and align your CV, profile or offer with what decision-makers need.",
      type: "prompt",
      introText:
        "Strategy only works when it matches what the market is asking for. These prompts help you research target sectors and organisations, spot recurring problems and align your CV, LinkedIn profile or consulting offer with the language decision-makers use.",
      linkedInUrl: "",
      articleUrl: "",
      tags: ["AI prompts", "Market intelligence", "Research", "Alignment"],
      download: sample("https://drive.google.com/file/d/nextmove-market-alignment-prompts/view"),
    },
  ],
});
