import type { LandingView } from "../../content/home/client/landing-copy.ts";
import { ExternalLink } from "../../components/external-link.tsx";
import { track } from "../../site/analytics.ts";
import { MailButton } from "./parts/mail-button.tsx";
import { SampleMark } from "./parts/sample-mark.tsx";
import { StepList } from "./parts/step-list.tsx";

type Engagement = NonNullable<LandingView["services"]["engagement"]>;

/**
 * "How an engagement works" for founders, ending in a call to book a call: the booking page (site.json
 * `bookingUrl`) when the owner has one, else the mail draft.
 */
export function EngagementSteps({
  engagement,
  bookingUrl,
}: {
  engagement: Engagement;
  bookingUrl?: string | undefined;
}) {
  return (
    <section className="engagement" aria-labelledby="engagement-title">
      <h3 id="engagement-title" className="engagement__title">
        {engagement.title}
      </h3>
      {engagement.sample ? <SampleMark>Sample wording</SampleMark> : null}
      <StepList steps={engagement.steps} />
      <div className="engagement__call">
        {bookingUrl ? (
          <ExternalLink className="button" href={bookingUrl} onClick={() => track("Founder call", { via: "booking" })}>
            {engagement.callLabel}
          </ExternalLink>
        ) : (
          <MailButton link={{ ...engagement.call, label: engagement.callLabel }} variant="primary" founderCall />
        )}
      </div>
    </section>
  );
}
