// Tag checks across posts: every tag needs a slug for its page, and two spellings may not share one page.
import type { JsonSource, Problem } from "../checking/problems.ts";
import { tagSlug } from "./tags.ts";
import { paths } from "../shared/paths.ts";

interface TaggedFile {
  source: JsonSource;
  tags: readonly string[];
}

/** A problem per tag with no letters or digits, and per tag whose slug another spelling already has. */
export function checkTags(posts: readonly TaggedFile[]): Problem[] {
  const problems: Problem[] = [];
  const first = new Map<string, { name: string; file: string }>();
  for (const post of posts) {
    post.tags.forEach((name, index) => {
      const slug = tagSlug(name);
      if (!slug) {
        problems.push(
          post.source.problem(
            ["tags", index],
            `the tag "${name}" has no letters or digits, so it has no address for its tag page (an empty slug); use a word, or remove it`,
          ),
        );
        return;
      }
      const seen = first.get(slug);
      if (!seen) first.set(slug, { name, file: post.source.file });
      else if (seen.name !== name) {
        problems.push(
          post.source.problem(
            ["tags", index],
            `the tag "${name}" and the tag "${seen.name}" (${seen.file}) both make the tag page ${paths.tag(slug)}; spell them the same way`,
          ),
        );
      }
    });
  }
  return problems;
}
