// The content manager at /admin/ (decision 39): Decap CMS's prebuilt bundle with the generated collections, the site's
// file formats and previews drawn with the site's own components and styles.
import collections from "./cms-collections.json";
import { cmsConfig } from "./config.ts";
import { loadDecap } from "./decap.ts";
import { frontMatterFormat, jsonFormat, type FieldShape } from "./formats.ts";
import { registerPreviews } from "./previews.tsx";
import { githubBackend } from "./repository.ts";

const config = cmsConfig(import.meta.env.VITE_DECAP_SERVER as string | undefined, githubBackend(document));
if (config) {
  const decap = await loadDecap();
  const posts = collections.find((collection) => collection.name === "posts") as { fields: FieldShape[] };
  const files = collections.flatMap((collection) =>
    (collection.files ?? []).map((file) => file.fields as FieldShape[]),
  );
  decap.CMS.registerCustomFormat("site-json", "json", jsonFormat(files));
  decap.CMS.registerCustomFormat("site-json-frontmatter", "md", frontMatterFormat(posts.fields));
  registerPreviews(decap);
  decap.CMS.init({ config });
} else
  document.body.append(
    Object.assign(document.createElement("p"), {
      textContent:
        "The content manager is not connected: name the site's GitHub repository in data/site.json (`cms`), " +
        "then build again (docs/editing.md).",
    }),
  );
