// The backers' ask, in a band of its own after the fellowship: a figure for backers never sits under a student's
// question.
import type { LandingView } from "../../../content/home/client/landing-copy.ts";
import { MailButton } from "../parts/mail-button.tsx";

/** What backers give and where it goes, and the way to offer it (a mail draft). */
export function BackerSection({ backer }: { backer: LandingView["fellowship"]["backer"] }) {
  return (
    <section id="backers" className="section backer-band" aria-labelledby="backer-title">
      <div className="container backer">
        <div className="backer__lead">
          <h2 id="backer-title" className="backer__title">
            {backer.title}
          </h2>
          <p className="backer__amount">
            <span className="backer__value">{backer.amount}</span> <span className="backer__term">{backer.term}</span>
          </p>
        </div>
        <ul className="check-list backer__points">
          {backer.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <div className="backer__action">
          <MailButton link={backer.contact} />
        </div>
      </div>
    </section>
  );
}
