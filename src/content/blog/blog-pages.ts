// The blog's pages: the list, paginated with its pager, and each post with its neighbours and related reading.
import { buildHead, titleWithSite } from "../head/head.ts";
import { absoluteUrl, fullUrl, paths } from "../shared/paths.ts";
import { tableOfContents } from "../body/headings.ts";
import { pageBody } from "../body/page-body.ts";
import { summarizePost } from "./posts.ts";
import { shareLinks } from "./client/share.ts";
import { relatedPosts } from "./tags.ts";
import { blogCard, cardImage, postCard } from "../head/social-cards.ts";
import type { Content, Post } from "../shared/types.ts";
import type { BlogData, BlogPageSpec } from "./page-data.ts";
import { paginate, pagerData } from "./pagination.ts";

function blogListPages(content: Content): BlogPageSpec[] {
  const { site } = content;
  const chunks = paginate(content.posts, site.blogPageSize);
  return chunks.map((chunk, index) => {
    const page = index + 1;
    const path = paths.blogPage(page);
    return {
      path,
      route: page === 1 ? "blog" : "blogPage",
      build: (): BlogData & { head: ReturnType<typeof buildHead> } => {
        const summaries = chunk.map(summarizePost);
        return {
          route: page === 1 ? "blog" : "blogPage",
          head: buildHead(site, {
            path,
            title: titleWithSite(site, page === 1 ? "Blog" : `Blog, page ${page} of ${chunks.length}`),
            description: `Articles on First Principles thinking, B2B marketing and clear communication from ${site.name}.`,
            ...cardImage(blogCard(content)),
          }),
          featured: page === 1 ? (summaries[0] ?? null) : null,
          posts: page === 1 ? summaries.slice(1) : summaries,
          ...pagerData(page, chunks.length, paths.blogPage),
        };
      },
    };
  });
}

function postHead(content: Content, post: Post, path: string) {
  const { site } = content;
  return buildHead(site, {
    path,
    title: post.seoTitle ?? titleWithSite(site, post.title),
    description: post.seoDescription ?? post.excerpt,
    keywords: post.seoKeywords,
    type: "article",
    ...cardImage(postCard(site, post)),
    article: { publishedAt: post.publishedAt, author: post.author, tags: post.tags },
    jsonLd: [
      {
        "@type": "BlogPosting",
        headline: post.title,
        description: post.seoDescription ?? post.excerpt,
        datePublished: post.publishedAt,
        dateModified: post.updatedAt ?? post.publishedAt,
        author: { "@type": "Person", name: post.author },
        publisher: { "@type": "Organization", name: site.name, url: site.url },
        mainEntityOfPage: absoluteUrl(site, path),
        url: absoluteUrl(site, path),
        keywords: post.seoKeywords.join(", "),
        ...(post.featuredImage ? { image: fullUrl(site, post.featuredImage) } : {}),
      },
    ],
  });
}

/** How many other posts a post offers after its text ("Read next"). */
const readNextLimit = 3;

function postPages(content: Content): BlogPageSpec[] {
  return content.posts.map((post, index) => {
    const path = paths.post(post.slug);
    const newer = content.posts[index - 1];
    const older = content.posts[index + 1];
    return {
      path,
      route: "post",
      lastmod: post.updatedAt ?? post.publishedAt,
      build: () => {
        const body = pageBody(post.content);
        return {
          route: "post",
          head: postHead(content, post, path),
          post: { ...post, content: body.html },
          toc: tableOfContents(body.headings),
          share: shareLinks(content.site, post),
          newer: newer ? summarizePost(newer) : null,
          older: older ? summarizePost(older) : null,
          // "Read next" is one row of three: the neighbours, then as many related posts as leave room.
          related: relatedPosts(content.posts, post, readNextLimit - [newer, older].filter(Boolean).length, [
            newer?.slug ?? "",
            older?.slug ?? "",
          ]).map(summarizePost),
        };
      },
    };
  });
}

export function blogPages(content: Content): BlogPageSpec[] {
  return [...blogListPages(content), ...postPages(content)];
}
