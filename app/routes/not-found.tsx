import { Link } from "react-router";
import { buttonStyles } from "~/components/ui/button-styles";
import { Container } from "~/components/ui/container";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta({ ...pages.notFound, noindex: true });

export default function NotFoundPage() {
  return (
    <Container className="py-24 text-center sm:py-32">
      <p className="font-serif text-7xl font-semibold text-accent">404</p>
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">404 Page Not Found</h1>
      <p className="mx-auto mt-4 max-w-md text-lg text-ink-soft">The page you're looking for doesn't exist or has been moved.</p>
      <Link to="/" className={buttonStyles("primary", "mt-10")}>
        Return to Home
      </Link>
    </Container>
  );
}
