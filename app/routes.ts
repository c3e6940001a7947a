import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { adminScreens } from "./lib/admin-screens";

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
  // The back office: not public, never prerendered; the server sends the shell for every /admin path.
  route("admin", "admin/shell/layout-route.tsx", [
    route("sign-in", "admin/sign-in/route.tsx"),
    route("sign-in/link", "admin/sign-in/link-route.tsx"),
    layout("admin/shell/signed-in-route.tsx", [
      // The screens the menu leads to, from the one list of them; then the pages opened from those screens.
      ...adminScreens.map((screen) => (screen.path === "" ? index(screen.module) : route(screen.path, screen.module))),
      route("messages/:messageId", "admin/inbox/message-route.tsx"),
      route("subscribers/add", "admin/subscribers/add-route.tsx"),
      route("subscribers/:subscriberId", "admin/subscribers/subscriber-route.tsx"),
      route("newsletter/drafts/:draftId", "admin/newsletter/draft-route.tsx"),
      route("newsletter/welcome", "admin/newsletter/welcome-route.tsx"),
      route("newsletter/welcome-sequence", "admin/welcome-sequence/route.tsx"),
      route("site/:kind", "admin/site/kind-route.tsx"),
    ]),
  ]),
  route("_server-page", "routes/server-page-shell.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
