import { buttonStyles } from "../ui/button-styles";
import { Container } from "../ui/container";

interface StatusSectionProps {
  /** What the large figure shows: the status code, or a word. */
  figure: string;
  title: string;
  message: string;
}

/** A page in place of the one asked for (not found, or something broke): what happened and the way home. */
export function StatusSection({ figure, title, message }: StatusSectionProps) {
  return (
    <Container className="py-24 text-center sm:py-32">
      <p className="font-serif text-7xl font-semibold text-accent">{figure}</p>
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">{title}</h1>
      <p className="mx-auto mt-4 max-w-md text-lg text-ink-soft">{message}</p>
      <a href="/" className={buttonStyles("primary", "mt-10")}>
        Return to Home
      </a>
    </Container>
  );
}
