/** Every page of the site, as the sitemap lists them. */
export const pagePaths = [
  "/",
  "/services",
  "/about",
  "/philosophy",
  "/faq",
  "/contact",
  "/newsletter",
  "/free-resources",
  "/visibility-audit",
  "/hidden-job-market-quiz",
  "/privacy",
  ...Array.from({ length: 11 }, (_, index) => `/newsletter/issue-${index + 1}`),
];
