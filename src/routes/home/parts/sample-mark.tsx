// The visible label on sample content (data marked `"sample": true`), shown only by builds not for production.
import "./sample-mark.css";

/**
 * A production build refuses sample content (the go-live check), so this label never reaches the live site; in a
 * preview it keeps invented copy from reading as the studio's word.
 */
export function SampleMark({ children }: { children: string }) {
  return <span className="sample-mark">{children}</span>;
}
