import type { EditableKind } from "~/content/editable";
import type { Choice } from "~/content/home-guide";
import { iconNames } from "~/content/schema";

/** Each kind of her content as the "Your site" screens name it, and the pages that show it. */
export const contentKinds: Record<EditableKind, { title: string; summary: string; pages: { label: string; path: string }[] }> = {
  home: {
    title: "Home page",
    summary: "Your headline, the two paths, the situations you help with, your figures and the closing invitation.",
    pages: [{ label: "Home page", path: "/" }],
  },
  about: {
    title: "About page",
    summary: "Your introduction, credentials, the two routes, your story and why you created MOVE OS.",
    pages: [{ label: "About page", path: "/about" }],
  },
  philosophy: {
    title: "Philosophy page",
    summary: "What MOVE OS is, the four shifts' introduction, the roadmaps' headings and the closing invitation.",
    pages: [{ label: "Philosophy page", path: "/philosophy" }],
  },
  services: {
    title: "Sessions page",
    summary:
      "The Sessions page's opening, the card headings, what every session includes, the questions before booking and the closing choices.",
    pages: [{ label: "Sessions page", path: "/services" }],
  },
  contact: {
    title: "Contact page",
    summary: "The Contact page's opening, the form's heading, your reply promise and the booking card's invitation.",
    pages: [{ label: "Contact page", path: "/contact" }],
  },
  newsletter: {
    title: "Newsletter page",
    summary:
      "The newsletter page's opening, its headings, what each issue brings, the subscribe card and the close of every issue (on its page and in its e-mail).",
    pages: [
      { label: "Newsletter page", path: "/newsletter" },
      { label: "An issue's close", path: "/newsletter/issue-1#next-step" },
    ],
  },
  audit: {
    title: "Visibility Audit",
    summary:
      "The Visibility Audit page's opening, the lines beside its price, the tabs' names, what it is, what it includes, its questions and the closing invitation. Its price and checkout link are in Your details.",
    pages: [{ label: "Visibility Audit page", path: "/visibility-audit" }],
  },
  testimonials: {
    title: "Testimonials",
    summary: "What clients say, on the home, sessions, about and audit pages: add, change, reorder or remove.",
    pages: [
      { label: "Home page", path: "/#client-stories" },
      { label: "Sessions", path: "/services" },
      { label: "About", path: "/about#testimonials" },
      { label: "Visibility Audit", path: "/visibility-audit#testimonials" },
    ],
  },
  sessions: {
    title: "Sessions & offers",
    summary:
      "Your paid sessions: name, price, length, what happens, what is included and the booking link. Add, change, reorder or remove.",
    pages: [
      { label: "Sessions page", path: "/services" },
      { label: "Contact page", path: "/contact#booking-link" },
    ],
  },
  faq: {
    title: "FAQ",
    summary: "Your questions and answers, in sections: add a question, change an answer, reorder or remove.",
    pages: [{ label: "FAQ page", path: "/faq" }],
  },
  resources: {
    title: "Free resources",
    summary:
      "Your free guides and their page: add one, upload its PDF and its card's picture, change, reorder or remove; name the kinds they come in (each a tab on the page) and choose each one's kind.",
    pages: [{ label: "Free resources page", path: "/free-resources" }],
  },
  pictures: {
    title: "Pictures",
    summary: "Your photo on the About page and the newsletter page's picture: upload your own, and say what each shows.",
    pages: [
      { label: "About page", path: "/about" },
      { label: "Newsletter page", path: "/newsletter" },
    ],
  },
  pages: {
    title: "Search and social",
    summary:
      "Each page's title and description as search results, browser tabs and shared links show them (the title is drawn on the page's social card too).",
    pages: [
      { label: "Visibility Audit page", path: "/visibility-audit" },
      { label: "About page", path: "/about" },
    ],
  },
};

/**
 * Labels for the fields she edits, by the name the content gives them, or by its group's name and its own ("tabs.faq")
 * where the name means something else on another page; a name not here is shown as written.
 */
export const fieldLabels: Record<string, string> = {
  hero: "Opening",
  eyebrow: "Small heading above",
  title: "Heading",
  intro: "Introduction",
  quizNote: "Note under the buttons",
  buttonLabel: "Button",
  paths: "The paths",
  description: "Description",
  sessionName: "Session it leads to",
  link: "Link",
  label: "Link text",
  to: "Address on this site",
  quizPrompt: "Quiz invitation",
  facts: "Facts",
  situations: "Situations you help with",
  whyWorkWithMe: "Why work with me",
  stats: "Figures",
  value: "Figure",
  approach: "Your approach",
  icon: "Icon",
  roadmaps: "Roadmaps",
  links: "Links",
  testimonials: "Testimonials heading",
  emailMe: "Write to me",
  guide: "Your guide for an e-mail address",
  "guide.offer": "Offer one of your guides given in return for an e-mail address here (none marked: nothing shows)",
  guideId: "Which guide",
  closing: "Closing invitation",
  bookLabel: "Booking button",
  quizLabel: "Quiz button",
  lengthTitle: "Label before each session's length",
  priceTitle: "Label before each session's price",
  allQuestionsLabel: "Link to the FAQ page",
  bookingLinkLabel: "Button to the booking card",
  linkedInLabel: "LinkedIn link",
  backLabel: "Link back to this page, on each issue",
  home: "Home page",
  services: "Sessions page",
  about: "About page",
  audit: "Visibility Audit page",
  heroEyebrow: "Small heading above",
  heroTitle: "Heading",
  heroIntro: "Introduction",
  headings: "Section headings",
  credentials: "Credentials",
  detail: "Detail",
  reinvention: "Routes to reinvention",
  reinventionPaths: "Routes to reinvention",
  pathLinkLabel: "Link to the session",
  philosophyLabel: "Link to MOVE OS",
  href: "Session it leads to",
  story: "Your story",
  whyMoveOs: "Why you created MOVE OS",
  contactLabel: "Contact button",
  header: "Opening",
  explanation: "What MOVE OS is",
  paragraphs: "Paragraphs",
  shifts: "The four shifts",
  stepHint: "Hint under each roadmap",
  servicesLabel: "Sessions button",
  session: "Headings on each session's card",
  sectionTitle: "Heading read aloud by screen readers",
  audienceTitle: "Heading: who it's for",
  whatHappensTitle: "Heading: what happens",
  youLeaveWithTitle: "Heading: what is included",
  terms: "What every session includes",
  included: "Included in every session",
  stories: "Client stories heading",
  faq: "Questions before booking",
  stillDeciding: "For visitors still deciding",
  quiz: "The quiz",
  philosophy: "MOVE OS",
  formTitle: "Form heading",
  formIntro: "Under the form heading",
  details: "Contact information",
  replyPromise: "How soon you reply",
  sessionsNote: "Where sessions happen",
  booking: "Booking card",
  tagline: "Under the heading",
  latestIssue: "Latest issue",
  readLabel: "Read button",
  pastIssuesTitle: "Heading above past issues",
  blurbsTitle: "Heading above what each issue brings",
  blurbs: "What each issue brings",
  nextStep: "Close of every issue (page and e-mail)",
  subscribeCard: "Subscribe card",
  badge: "Badge above the heading",
  availabilityNote: "Why places are limited",
  offer: "Beside the price",
  "offer.terms": "Lines beside the price (each with a tick)",
  whatItIs: "Paragraphs of the “What is it?” tab",
  features: "Cards of the “What's Included” tab",
  questions: "Questions and answers",
  "tabs.what": "“What is it?” tab's name",
  "tabs.included": "“What's Included” tab's name",
  "tabs.testimonials": "Testimonials tab's name",
  "tabs.faq": "FAQ tab's name",
  quote: "What they said",
  author: "Name (first name and initial, e.g. Priya S.)",
  role: "Their role or situation",
  items: "Questions",
  question: "Question",
  answer: "Answer",
  name: "Name",
  menuLabel: "Its line in the header's “Book a Session” menu",
  audience: "Who it's for",
  summary: "Summary",
  whatHappens: "What happens in the session",
  youLeaveWith: "What is included",
  durationMinutes: "Length (minutes)",
  priceGbp: "Price (£)",
  bookingUrl: "Booking or checkout link (https://)",
  page: "The page's words",
  browse: "Browse button",
  search: "Search box",
  placeholder: "Hint inside the box",
  tabsLabel: "The tabs' name, read aloud",
  tabs: "Tabs",
  "tabs.all": "The first tab's name, showing every resource",
  results: "What the search's line under the box calls them (e.g. Showing all 5 carousels)",
  one: "One of them",
  many: "Several of them",
  all: "All",
  kinds: "Kinds of resource",
  "kinds.tab": "Its tab's name",
  "kinds.badge": "Badge on its cards",
  group: "Its group of cards on the page",
  card: "Words on every card",
  detailsToggle: "Button showing the topics and details",
  topicsTitle: "Heading above the topics",
  aboutTitle: "Heading above the introduction",
  downloadLabel: "Download button",
  guideLabel: "Button sending a guide for an e-mail address",
  comingSoonLabel: "Instead of a download not ready yet",
  empty: "When nothing matches",
  suggestion: "Suggestion",
  updates: "Invitation to hear of new resources",
  subscribe: "Subscribe button",
  subscribeLink: "Outside newsletter platform (leave empty for your own sign-up)",
  tool: "Market intelligence tool",
  library: "Resources",
  id: "Short name (lower-case, hyphens; its address under /go/)",
  type: "Kind (its tab)",
  introText: "About this resource",
  linkedInUrl: "LinkedIn post (optional)",
  articleUrl: "LinkedIn article (optional)",
  tags: "Topics",
  download: "Download: a link starting https://, or a PDF you upload (empty shows Coming soon)",
  portrait: "Your photo on the About page",
  banner: "The newsletter page's picture",
  picture: "Picture: one you upload (empty shows the site's own drawing, where there is one)",
  alt: "What it shows, for people who cannot see it",
  homePage: "Home page",
  servicesPage: "Sessions page",
  aboutPage: "About page",
  philosophyPage: "Philosophy page",
  faqPage: "FAQ page",
  contactPage: "Contact page",
  newsletterPage: "Newsletter page",
  freeResourcesPage: "Free resources page",
  visibilityAuditPage: "Visibility Audit page",
  quizPage: "Hidden job market quiz page",
  privacyPage: "Privacy notice",
  notFoundPage: "Page not found (shown for an address that leads nowhere)",
  searchTitle: "Title in search results, the browser tab and on its social card (up to 60 characters)",
  searchDescription: "Description in search results and shared links (50 to 160 characters)",
  forAddress: "In return for an e-mail address: readers confirm their subscription and the e-mail brings them the guide",
};

/** Texts chosen from a fixed list rather than typed, by their name: an icon. */
export const textChoices: Record<string, readonly string[]> = { icon: iconNames };

/**
 * Texts chosen from a list drawn from the document she is editing, by the field's name: a resource's kind among the
 * kinds above it (a kind added in the same save, which has no address yet, chosen by its tab's name).
 */
export const choicesInDraft: Partial<Record<EditableKind, (draft: unknown) => Record<string, Choice[]>>> = {
  resources: (draft) => {
    const kinds = (draft as { page?: { kinds?: { id: string; tab: string }[] } }).page?.kinds ?? [];
    return { type: kinds.map((kind) => ({ value: kind.id || kind.tab, label: kind.tab })) };
  },
};

/** A new, empty item for a list that has none to copy, by the list's name (or the kind's, for a kind that is a list). */
export const emptyItems: Record<string, unknown> = {
  home: { quote: "", author: "", role: "" },
  services: { quote: "", author: "", role: "" },
  about: { quote: "", author: "", role: "" },
  audit: { quote: "", author: "", role: "" },
  items: { question: "", answer: "" },
  questions: { question: "", answer: "" },
  features: { icon: "sparkles", title: "", description: "" },
  faq: { title: "", icon: "search", description: "", items: [{ question: "", answer: "" }] },
  sessions: {
    id: "",
    name: "",
    menuLabel: "",
    audience: "",
    summary: "",
    whatHappens: [""],
    youLeaveWith: [""],
    durationMinutes: 60,
    priceGbp: 0,
    bookingUrl: "",
  },
};

/** Fields the site keeps and she never types: a session's address, made from its name when she adds it. */
export const madeBySite = new Set(["id"]);

/** Fields that hold a number (her sessions' length and price): typed as text, sent as a number once they read as one. */
export const numberFields = new Set(["durationMinutes", "priceGbp"]);

/** Texts long enough to want a box of several lines. */
export const longTexts = new Set([
  "intro",
  "description",
  "quote",
  "answer",
  "heroIntro",
  "detail",
  "story",
  "whyMoveOs",
  "paragraphs",
  "whatItIs",
  "audience",
  "summary",
  "introText",
  "searchDescription",
]);
