// Unit tests check Markdown bodies through loadContent, which is synchronous: load the pipeline before any test.
import { loadMarkdown } from "../../../src/content/body/post-body.ts";

await loadMarkdown();
