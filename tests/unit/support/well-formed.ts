// A strict XML 1.0 parser (saxes) for tests: the errors a feed reader or browser would stop at, none when well-formed.
import { SaxesParser } from "saxes";

export function xmlErrors(text: string): string[] {
  const parser = new SaxesParser({ xmlns: true });
  const errors: string[] = [];
  parser.on("error", (error) => errors.push(error.message));
  parser.write(text).close();
  return errors;
}
