import type { LandingView } from "../../content/home/client/landing-copy.ts";
import { SampleMark } from "./parts/sample-mark.tsx";
import { SectionHeader } from "./parts/section-header.tsx";

/** Three client quotes, attributed by role and kind of company (never by name). */
export function TestimonialsSection({ testimonials }: { testimonials: LandingView["testimonials"] }) {
  return (
    <section className="section testimonials" aria-labelledby="testimonials-title">
      <div className="container">
        <SectionHeader id="testimonials-title" eyebrow={testimonials.eyebrow} title={testimonials.title}>
          {testimonials.sample ? <SampleMark>Sample headings</SampleMark> : null}
        </SectionHeader>
        <ul className="testimonial-list">
          {testimonials.items.map((item) => (
            <li key={item.quote}>
              <figure className="card testimonial">
                <blockquote className="testimonial__quote">
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className="testimonial__source">
                  <span className="testimonial__role">{item.role}</span>
                  <span className="testimonial__company">{item.company}</span>
                  {item.sample ? <SampleMark>Sample testimonial</SampleMark> : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
