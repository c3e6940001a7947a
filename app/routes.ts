import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("about", "routes/about.tsx"),
  route("philosophy", "routes/philosophy.tsx"),
  route("faq", "routes/faq.tsx"),
  route("contact", "routes/contact.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("newsletter/rss.xml", "routes/newsletter-rss.ts"),
  route("newsletter/:issueSlug", "routes/newsletter-issue.tsx"),
  route("free-resources", "routes/free-resources.tsx"),
  route("visibility-audit", "routes/visibility-audit.tsx"),
  route("hidden-job-market-quiz", "routes/hidden-job-market-quiz.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("quiz", "routes/quiz-redirect.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
