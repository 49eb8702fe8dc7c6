// The CMS's collections (Decap CMS, decision 39), generated from the collections table and the JSON Schema of each
// Zod schema: one widget per field by its type, labels from the keys, hints from the descriptions, required fields and
// patterns mirrored. Paths are relative to data/; the admin page adds the repository's folder for its backend.
import { z } from "zod";
import { collections, type CollectionName } from "./collections.ts";
import { localPathPattern, maxLength, slugPattern } from "../schemas/common.ts";
import { routes } from "../shared/routes.ts";

/** A JSON Schema node as `z.toJSONSchema` writes it, with the keywords the mapping reads. */
interface JsonSchemaNode {
  type?: string;
  description?: string;
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  items?: JsonSchemaNode;
  anyOf?: JsonSchemaNode[];
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** One Decap field (https://decapcms.org/docs/widgets/); only the options this site uses. */
interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: false;
  hint?: string;
  pattern?: [string, string];
  options?: string[];
  multiple?: true;
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  fields?: CmsField[];
  field?: CmsField;
  format?: string;
  date_format?: string;
  time_format?: false;
  collapsed?: boolean;
  summary?: string;
  modes?: Array<"rich_text" | "raw">;
}

/** The files each CMS collection edits, as the table has them (`posts` is a folder, the rest are single files). */
const cmsCollectionFiles = {
  posts: collections.posts.frontMatter,
  site: collections.site.location,
  landing: collections.landing.location,
  categories: collections.categories.location,
  frameworks: collections.frameworks.location,
} as const satisfies Partial<Record<CollectionName, string>>;

const datePattern = "^\\d{4}-\\d{2}-\\d{2}$";
/** A JSON Schema `pattern` of the local image paths (`/images/x.png`), which an image widget fills. */
const imagePattern = localPathPattern.source;
/** What a pattern asks for, in the words of the validation messages; others are named by the pattern itself. */
const patternRules = new Map([
  [slugPattern.source, "lower-case letters, digits and single hyphens, e.g. my-first-post"],
  ["^\\/[^?#\\s]*$", "a site path starting with /, without the domain, ? or #, e.g. /blog/old-title"],
]);
/** Text up to this long is one line (the schemas' `line()`); longer text is a text area. */
const oneLine = maxLength.title;
/** A list of strings this short (tags, keywords) is typed comma-separated; longer ones get an input per item. */
const commaSeparated = maxLength.short;
/** The largest safe integer Zod's `.int()` writes as `maximum`: no real bound. */
const noBound = Number.MAX_SAFE_INTEGER;

/** `publishedAt` → "Published at", `seoTitle` → "SEO title". */
function labelOf(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .replace(/\b(seo|url)\b/g, (word) => word.toUpperCase());
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The widget and its options for a JSON Schema node (without name, label, hint and required). */
function widgetOf(node: JsonSchemaNode): Omit<CmsField, "name" | "label"> {
  if (node.anyOf) {
    if (node.anyOf.some((branch) => branch.pattern === imagePattern)) return { widget: "image" };
    return widgetOf(node.anyOf[0] ?? {});
  }
  if (node.enum) return { widget: "select", options: node.enum.map(String) };
  switch (node.type) {
    case "boolean":
      return { widget: "boolean" };
    case "integer":
    case "number":
      return {
        widget: "number",
        value_type: node.type === "integer" ? "int" : "float",
        ...(node.minimum !== undefined ? { min: node.minimum } : {}),
        ...(node.maximum !== undefined && node.maximum < noBound ? { max: node.maximum } : {}),
      };
    case "object":
      return { widget: "object", collapsed: true, fields: fieldsOf(node) };
    case "array":
      return listOf(node);
    default:
      return stringOf(node);
  }
}

/**
 * Whether a string is one line, as its schema says: at most a title's length (`line()`, a name, a slug), a format
 * (an address, an email) or no length at all (a pattern's token). Longer text is prose, edited in a text area.
 */
function isOneLine(node: JsonSchemaNode): boolean {
  return node.format !== undefined || (node.maxLength ?? 0) <= oneLine;
}

/**
 * What a collapsed list item shows: its first two required one-line words-for-people (a title, a label, a question; a
 * figure with what it measures), not addresses, slugs or choices. Undefined when the item has none.
 */
function summaryOf(item: JsonSchemaNode): string | undefined {
  const required = new Set(item.required ?? []);
  const shown = Object.entries(item.properties ?? {})
    .filter(([key, node]) => required.has(key) && node.type === "string" && !node.enum && !node.format && !node.pattern)
    .filter(([, node]) => isOneLine(node))
    .slice(0, 2)
    .map(([key]) => `{{fields.${key}}}`);
  return shown.length > 0 ? shown.join(" · ") : undefined;
}

function stringOf(node: JsonSchemaNode): Omit<CmsField, "name" | "label"> {
  if (node.pattern === datePattern)
    return { widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false };
  if (node.pattern === imagePattern) return { widget: "image" };
  const widget = isOneLine(node) ? "string" : "text";
  if (!node.pattern) return { widget };
  const rule = node.format === "email" ? "an email address, e.g. hello@example.com" : patternRules.get(node.pattern);
  return { widget, pattern: [node.pattern, `Expected ${rule ?? `text matching ${node.pattern}`}`] };
}

function listOf(node: JsonSchemaNode): Omit<CmsField, "name" | "label"> {
  const items = node.items ?? {};
  const bounds = {
    ...(node.minItems !== undefined ? { min: node.minItems } : {}),
    ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
  };
  if (items.enum) return { widget: "select", multiple: true, options: items.enum.map(String), ...bounds };
  // A list of plain strings is typed comma-separated; a list of objects gets a form per item.
  if (items.type === "object") {
    const summary = summaryOf(items);
    return { widget: "list", collapsed: true, ...(summary ? { summary } : {}), fields: fieldsOf(items), ...bounds };
  }
  if (items.type === "string" && !items.pattern && !items.format && (items.maxLength ?? 0) <= commaSeparated)
    return { widget: "list", ...bounds };
  // Paragraphs, deliverables, stages: open to edit in place, each showing its own text when collapsed.
  const field = { name: "item", label: "Item", ...widgetOf(items) };
  const text = field.widget === "string" || field.widget === "text";
  return { widget: "list", ...(text ? { collapsed: false, summary: "{{fields.item}}" } : {}), field, ...bounds };
}

/** The fields of an object node, in the schema's order; `$schema` (for code editors) is left to the file. */
function fieldsOf(node: JsonSchemaNode): CmsField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {})
    .filter(([key]) => key !== "$schema")
    .map(([key, child]) => ({
      name: key,
      label: labelOf(key),
      ...widgetOf(child),
      ...(required.has(key) ? {} : { required: false as const }),
      ...(child.description ? { hint: child.description } : {}),
    }));
}

const jsonSchemaOf = (name: CollectionName) =>
  z.toJSONSchema(collections[name].schema, { io: "input", unrepresentable: "any" }) as JsonSchemaNode;

/**
 * The post's body: rich text first, Markdown a switch away. Decap opens rich text unless this browser's editor last
 * switched to Markdown (it remembers the choice in localStorage, `cms.md-mode`).
 */
const bodyField: CmsField = {
  name: "body",
  label: "Body",
  widget: "markdown",
  modes: ["rich_text", "raw"],
  hint: "The article: rich text, or Markdown with the switch above; start sections at Heading 2 (##)",
};

/** Posts are listed newest first; the title and the dates are the other orders offered. */
const postsSort = [{ field: "publishedAt", default_sort: "desc" }, "title", "updatedAt"] as const;

const fileEntry = (name: Exclude<keyof typeof cmsCollectionFiles, "posts">, label: string, previewPath?: string) => ({
  name,
  label,
  file: cmsCollectionFiles[name],
  ...(previewPath ? { preview_path: previewPath } : {}),
  fields: fieldsOf(jsonSchemaOf(name)),
});

/** The CMS collections: posts in a folder, then one file collection per single data file. */
function cmsCollections() {
  return [
    {
      name: "posts",
      label: "Posts",
      label_singular: "Post",
      folder: cmsCollectionFiles.posts.slice(0, cmsCollectionFiles.posts.lastIndexOf("/")),
      extension: "md",
      format: "site-json-frontmatter",
      create: true,
      slug: "{{slug}}",
      // "View preview" on an entry: the page at this path of the pull request's preview (decision 57); `{{slug}}` is
      // the file's name, which is the post's slug unless the post sets another one.
      preview_path: routes.post.pattern.replace(":slug", "{{slug}}"),
      summary: "{{title}} ({{publishedAt}})",
      sortable_fields: postsSort,
      fields: [...fieldsOf(jsonSchemaOf("posts")), bodyField],
    },
    {
      name: "pages",
      label: "Site and pages",
      format: "site-json",
      files: [fileEntry("site", "Site facts"), fileEntry("landing", "Landing page")],
    },
    {
      name: "resources",
      label: "Resources",
      format: "site-json",
      files: [
        // One file holds every category: its preview opens the hub, which lists them all.
        fileEntry("categories", "Video categories", routes.resources.pattern),
        fileEntry("frameworks", "Storytelling frameworks"),
      ],
    },
  ];
}

/** The text `npm run schemas` writes to src/admin/cms-collections.json. */
export const cmsCollectionsText = (): string => `${JSON.stringify(cmsCollections(), null, 2)}\n`;
