import type { Post } from "../../../content/shared/types.ts";
import type { ShareLinks } from "../../../content/blog/client/share.ts";
import { ShareBar } from "./share-bar.tsx";
import { TagChips } from "../parts/tag-chips.tsx";

/** The close of the article: its tags and the share buttons (when it has an address to share), once it is read. */
export function PostFooter({ post, share }: { post: Post; share?: ShareLinks | undefined }) {
  return (
    <footer className="post-footer">
      <TagChips tags={post.tagRefs} className="post-footer__tags" />
      {share ? <ShareBar share={share} /> : null}
    </footer>
  );
}
