import { Quote } from "lucide-react";
import type { Testimonial } from "~/content/schema";

/** One client's words, with their abbreviated name and role. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-xl border border-line bg-paper p-7 shadow-sm">
      <Quote aria-hidden="true" className="size-7 text-accent" />
      <blockquote className="mt-4 flex-1 font-serif text-lg leading-relaxed text-ink">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-6 text-sm">
        <span className="font-semibold text-ink">{testimonial.author}</span>
        <span className="block text-muted">{testimonial.role}</span>
      </figcaption>
    </figure>
  );
}
