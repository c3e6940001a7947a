import type { About } from "~/content/about";
import { Container } from "../ui/container";
import { SectionHeading } from "../ui/section-heading";

/** The coach's career story, told in the first person. */
export function CareerStorySection({ about }: { about: About }) {
  const { story } = about.headings;
  return (
    <section aria-labelledby="my-story" className="border-t border-line py-16 sm:py-20">
      <Container className="grid gap-10 lg:grid-cols-[2fr_3fr]">
        <SectionHeading id="my-story" eyebrow={story.eyebrow} title={story.title} />
        <div className="prose-article">
          {about.story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Container>
    </section>
  );
}
