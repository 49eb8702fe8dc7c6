// The studio's own work, before the services: one line it rewrote, from the original to the buyers' words to the new.
import type { LandingView } from "../../content/home/client/landing-copy.ts";
import { SampleMark } from "./parts/sample-mark.tsx";
import { SectionHeader } from "./parts/section-header.tsx";

type CaseNote = NonNullable<LandingView["caseNote"]>;

/** A case note set as editorial type: the line before, what buyers said, the line after. */
export function CaseNoteSection({ note }: { note: CaseNote }) {
  return (
    <section id="case-note" className="section case-note" aria-labelledby="case-note-title">
      <div className="container">
        <SectionHeader id="case-note-title" eyebrow={note.eyebrow} title={note.title}>
          {note.sample ? <SampleMark>Sample case note</SampleMark> : null}
        </SectionHeader>
        <dl className="case-note__body">
          <div className="case-note__part case-note__part--before">
            <dt className="kicker">{note.beforeLabel}</dt>
            <dd className="case-note__line">{note.before}</dd>
          </div>
          <div className="case-note__part case-note__part--phrases">
            <dt className="kicker">{note.phrasesLabel}</dt>
            <dd>
              <ul className="case-note__phrases">
                {note.phrases.map((phrase) => (
                  <li key={phrase}>{phrase}</li>
                ))}
              </ul>
            </dd>
          </div>
          <div className="case-note__part case-note__part--after">
            <dt className="kicker">{note.afterLabel}</dt>
            <dd className="case-note__line">{note.after}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
