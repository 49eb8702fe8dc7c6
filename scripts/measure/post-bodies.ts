// Post bodies as the browser's search reads them for excerpts, outside a browser: each post's body as its page
// data holds it (`pageBody`), parsed by happy-dom's DOMParser. For the search benchmark and the unit tests.
import { Window } from "happy-dom";
import { pageBody } from "../../src/content/body/page-body.ts";
import { paths } from "../../src/content/shared/paths.ts";
import type { Post } from "../../src/content/shared/types.ts";
import type { PostBody } from "../../src/content/search/client/search-client.ts";

/** `PostBody` over `posts`; `read(path)` is told of every post body read (the benchmark counts their bytes). */
export function postBodies(posts: readonly Post[], read: (path: string) => void = () => {}): PostBody {
  const byPath = new Map(posts.map((post) => [paths.post(post.slug), post]));
  const parser = new new Window().DOMParser();
  return async (path) => {
    const post = byPath.get(path);
    if (!post) return null;
    read(path);
    return parser.parseFromString(pageBody(post.content).html, "text/html").body as unknown as ParentNode;
  };
}
