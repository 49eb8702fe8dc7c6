import type { LandingView } from "../../content/home/client/landing-copy.ts";
import { EngagementSteps } from "./engagement-steps.tsx";
import { MailButton } from "./parts/mail-button.tsx";
import { SampleMark } from "./parts/sample-mark.tsx";
import { SectionHeader } from "./parts/section-header.tsx";

/** The three services, each with a button that opens a mail draft about it, then how an engagement works. */
export function ServicesSection({
  services,
  bookingUrl,
}: {
  services: LandingView["services"];
  bookingUrl?: string | undefined;
}) {
  return (
    <section id="services" className="section services" aria-labelledby="services-title">
      <div className="container">
        <SectionHeader id="services-title" eyebrow={services.eyebrow} title={services.title}>
          <p className="lead">{services.intro}</p>
        </SectionHeader>
        <ol className="service-list">
          {services.items.map((service) => (
            <li key={service.title} className="card service">
              <h3 className="service__title">{service.title}</h3>
              <p>{service.description}</p>
              <ul className="check-list">
                {service.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
              {service.sample ? <SampleMark>Sample wording</SampleMark> : null}
              <div className="service__action">
                <MailButton link={service.contact} variant="text" />
              </div>
            </li>
          ))}
        </ol>
        {services.engagement ? <EngagementSteps engagement={services.engagement} bookingUrl={bookingUrl} /> : null}
      </div>
    </section>
  );
}
