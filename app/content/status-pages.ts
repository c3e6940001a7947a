import { z } from "zod";

const text = z.string().trim().min(1);
const statusPage = z.object({ figure: text, title: text, message: text });

/** The words of the pages shown instead of the one asked for: not found, and anything unexpected. */
export const statusPages = z.object({ notFound: statusPage, unexpected: statusPage }).parse({
  notFound: {
    figure: "404",
    title: "404 Page Not Found",
    message: "The page you're looking for doesn't exist or has been moved.",
  },
  unexpected: {
    figure: "Sorry",
    title: "Something Went Wrong",
    message: "This page could not be shown just now. Please try again in a moment, or start again from the home page.",
  },
});
