// The content manager at /admin/ (decision 39): Decap CMS with the generated collections, the site's file formats
// and previews drawn with the site's own components and styles.
import CMS from "decap-cms-app";
import collections from "./cms-collections.json";
import { cmsConfig } from "./config.ts";
import { frontMatterFormat, jsonFormat, type FieldShape } from "./formats.ts";
import { registerPreviews } from "./previews.tsx";

const posts = collections.find((collection) => collection.name === "posts") as { fields: FieldShape[] };
const files = collections.flatMap((collection) => (collection.files ?? []).map((file) => file.fields as FieldShape[]));
CMS.registerCustomFormat("site-json", "json", jsonFormat(files));
CMS.registerCustomFormat("site-json-frontmatter", "md", frontMatterFormat(posts.fields));
registerPreviews(CMS);
CMS.init({ config: cmsConfig(import.meta.env.VITE_DECAP_SERVER as string | undefined) as never });
