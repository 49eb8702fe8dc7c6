// Previews drawn by the site's own components with its stylesheets, so an editor sees the page as it will be: a post
// as its page's article, the resource categories as their pages list their videos. The site's React renders them to
// static markup, which Decap's own React (inside its prebuilt bundle) shows as HTML: no element crosses the two.
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { formatDisplayDate, formatReadTime } from "../content/shared/dates.ts";
import { slugify } from "../content/shared/slug.ts";
import type { Category, Landing, Post, Site, Video } from "../content/shared/types.ts";
import { parseVideoLink, stockThumbnail, thumbnailUrl, videoCard } from "../content/resources/client/video.ts";
import { countWords, readTimeFromWords } from "../content/body/client/read-time.ts";
import { PostArticle } from "../routes/blog/post/post-article.tsx";
import { CategoryPage } from "../routes/resources/category-page.tsx";
import type { Decap } from "./decap.ts";
import type { LandingFacts } from "../routes/home/landing-sections.tsx";
import { landingPreview, librarySummaryOf } from "./landing-preview.tsx";
import { previewHtml } from "./preview-markdown.ts";
import previewStyle from "./preview.css?url";

/** An entry as Decap holds it (an Immutable map); only `get` is read. */
interface EntryMap {
  get(key: string): unknown;
}

/** What Decap passes a preview template (https://decapcms.org/docs/customization/): the entry being edited. */
interface PreviewProps {
  entry: EntryMap;
  getAsset: (path: string) => { toString(): string } | undefined;
  /** Loads another entry: a file collection's file by its name. */
  getCollection: (collection: string, slug: string) => Promise<EntryMap>;
}

/** The entry's data as plain JSON (the edited entry holds an Immutable map, a loaded one a plain object). */
function dataOf<T>(entry: PreviewProps["entry"]): Partial<T> {
  const data = entry.get("data") as { toJS?: () => unknown } | undefined;
  return ((typeof data?.toJS === "function" ? data.toJS() : data) ?? {}) as Partial<T>;
}

type PostFields = Omit<Post, "tags"> & { tags: string[] | string; body: string };

/** The post as the page draws it, from what the form holds so far. */
function postOf(data: Partial<PostFields>, author: string, coverUrl: string | undefined): Post {
  const body = data.body ?? "";
  const tags = (Array.isArray(data.tags) ? data.tags : String(data.tags ?? "").split(","))
    .map((tag) => tag.trim())
    .filter(Boolean);
  const publishedAt = data.publishedAt || new Date().toISOString().slice(0, 10);
  const content = previewHtml(body);
  // The build's rule (src/content/body/client/read-time.ts): the stated read time, or the body's words counted as HTML.
  const readTime = data.readTime ?? readTimeFromWords(countWords(content));
  return {
    id: data.id ?? "",
    slug: slugify(data.title ?? ""),
    title: data.title ?? "",
    excerpt: data.excerpt ?? "",
    author: data.author || author,
    publishedAt,
    displayDate: formatDisplayDate(publishedAt),
    readTime,
    readTimeLabel: formatReadTime(readTime),
    ...(data.updatedAt ? { updatedAt: data.updatedAt, displayUpdated: formatDisplayDate(data.updatedAt) } : {}),
    tags,
    tagRefs: tags.map((name) => ({ name, slug: slugify(name) })),
    listTags: [],
    ...(coverUrl ? { featuredImage: coverUrl } : {}),
    featuredImageSources: [],
    featuredImageAlt: data.featuredImageAlt ?? "",
    seoKeywords: [],
    content,
  };
}

function PostPreview({ post }: { post: Post }) {
  return (
    <MemoryRouter>
      {/* The post page's article (src/routes/blog/post/post-article.tsx), without its contents list and share buttons,
          which need the built page's heading anchors and address. */}
      <div className="post-page">
        <PostArticle post={post} />
      </div>
    </MemoryRouter>
  );
}

type VideoFields = Pick<Video, "title" | "speaker" | "link">;
type CategoryFields = Pick<Category, "name" | "description" | "color"> & { videos?: VideoFields[] };

/** A video as the resources loader makes it: its host's still, or the stock image. */
function videoOf({ title = "", speaker, link = "" }: Partial<VideoFields>): Video {
  const parsed = parseVideoLink(link);
  const id = parsed.kind === "video" ? parsed.id : undefined;
  return {
    title,
    ...(speaker ? { speaker } : {}),
    link,
    thumbnail: id ? thumbnailUrl(id) : stockThumbnail,
    hasHostThumbnail: Boolean(id),
  };
}

/** Every category of the file as its page draws it, one after another. */
function CategoriesPreview({ categories }: { categories: CategoryFields[] }) {
  return (
    <MemoryRouter>
      {categories.map((category, index) => {
        const videos = (category.videos ?? []).map(videoOf);
        const count = `${videos.length} ${videos.length === 1 ? "video" : "videos"}`;
        return (
          <div className="category-preview" key={index}>
            <CategoryPage
              data={{
                route: "category",
                category: {
                  ...category,
                  slug: slugify(category.name ?? ""),
                  countLabel: count,
                  videos: videos.map(videoCard),
                },
                others: [],
              }}
            />
          </div>
        );
      })}
    </MemoryRouter>
  );
}

/** Decap's element showing `element`, rendered by the site's React, as HTML. */
function shown(decap: Decap, element: ReactElement): unknown {
  return decap.h("div", { dangerouslySetInnerHTML: { __html: renderToStaticMarkup(element) } });
}

/** Loads another file's data (`site` in `pages`, …) for a template, then hands it to `use`; a failure leaves it out. */
function loadFile<T>(props: PreviewProps, collection: string, file: string, use: (data: Partial<T>) => void): void {
  props.getCollection(collection, file).then(
    (entry) => use(dataOf<T>(entry)),
    () => undefined,
  );
}

/** The post's template: a Decap component that loads the site's founder (who signs a post without an `author`). */
function postTemplate(decap: Decap): unknown {
  return decap.createClass({
    getInitialState: () => ({ author: "" }),
    componentDidMount(this: { props: PreviewProps; setState(state: { author: string }): void }) {
      loadFile<Pick<Site, "founder">>(this.props, "pages", "site", (site) =>
        this.setState({ author: site.founder?.name ?? "" }),
      );
    },
    render(this: { props: PreviewProps; state: { author: string } }) {
      const { entry, getAsset } = this.props;
      const data = dataOf<PostFields>(entry);
      const cover = data.featuredImage ? getAsset(data.featuredImage)?.toString() : undefined;
      return shown(decap, <PostPreview post={postOf(data, this.state.author, cover)} />);
    },
  });
}

interface LandingState {
  facts: LandingFacts;
  categories: CategoryFields[];
}

/**
 * The landing page's template: loads the site's facts (contact address, founder, booking page) and the categories (the
 * library's counts), then draws the page's sections. While the form holds what the page cannot draw yet (a list item
 * just added, still empty), it says so instead.
 */
function landingTemplate(decap: Decap): unknown {
  return decap.createClass({
    getInitialState: (): LandingState => ({
      facts: { email: "", founder: { name: "", role: "" }, newsletterUrl: "" },
      categories: [],
    }),
    componentDidMount(this: { props: PreviewProps; setState(state: Partial<LandingState>): void }) {
      loadFile<Site>(
        this.props,
        "pages",
        "site",
        ({ email = "", founder = { name: "", role: "" }, newsletterUrl = "", bookingUrl }) =>
          this.setState({ facts: { email, founder, newsletterUrl, bookingUrl } }),
      );
      loadFile<{ categories: CategoryFields[] }>(this.props, "resources", "categories", (file) =>
        this.setState({ categories: file.categories ?? [] }),
      );
    },
    render(this: { props: PreviewProps; state: LandingState }) {
      const { facts, categories } = this.state;
      const landing = dataOf<Landing>(this.props.entry);
      try {
        return shown(decap, landingPreview(landing, facts, librarySummaryOf(categories)));
      } catch {
        return decap.h(
          "p",
          { className: "preview-note" },
          "The preview returns once the new item's fields are filled in.",
        );
      }
    },
  });
}

export function registerPreviews(decap: Decap): void {
  decap.CMS.registerPreviewStyle(previewStyle);
  decap.CMS.registerPreviewTemplate("posts", postTemplate(decap));
  decap.CMS.registerPreviewTemplate("landing", landingTemplate(decap));
  decap.CMS.registerPreviewTemplate("categories", ({ entry }: PreviewProps) =>
    shown(decap, <CategoriesPreview categories={dataOf<{ categories: CategoryFields[] }>(entry).categories ?? []} />),
  );
}
