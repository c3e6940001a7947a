import type { Testimonial } from "~/content/schema";
import { HeadedSection } from "../ui/headed-section";
import { TestimonialCard } from "../ui/testimonial-card";

interface TestimonialsSectionProps {
  id: string;
  eyebrow: string;
  title: string;
  testimonials: readonly Testimonial[];
}

/** A titled grid of client testimonials. */
export function TestimonialsSection({ id, eyebrow, title, testimonials }: TestimonialsSectionProps) {
  // A page whose testimonials she has all removed shows no empty heading.
  if (testimonials.length === 0) return null;
  const columns = testimonials.length % 3 === 0 ? "md:grid-cols-2 lg:grid-cols-3" : "md:grid-cols-2";
  return (
    <HeadedSection id={id} eyebrow={eyebrow} title={title} className="py-16 sm:py-24">
      <ul className={`mt-10 grid gap-6 ${columns}`}>
        {testimonials.map((testimonial) => (
          <li key={`${testimonial.author} ${testimonial.quote}`}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
