import { useState } from "react";
import { site } from "../../site/site.ts";
import type { BlogData } from "../../content/pages/page-data.ts";
import { ExternalLink, ExternalMark } from "../../components/external-link.tsx";
import { BlogPager } from "./blog-pager.tsx";
import { BlogSearch } from "./blog-search.tsx";
import { FeaturedPostCard } from "./featured-post-card.tsx";
import { PostGrid } from "./post-card.tsx";
import "./blog.css";

/** `/blog` and `/blog/page/N`: the newest post featured on page 1, the rest in a grid, a pager, a newsletter link. */
export function BlogListPage({ data }: { data: BlogData }) {
  // While a search shows results, they take the list's place; clearing the field brings the list back.
  const [searching, setSearching] = useState(false);
  const empty = !data.featured && data.posts.length === 0;
  return (
    <div className="blog-list container">
      <header className="blog-list__header">
        <div className="blog-list__top">
          <p className="eyebrow">{data.page > 1 ? `Blog · Page ${data.page} of ${data.pageCount}` : "Blog"}</p>
          <ExternalLink className="text-link blog-list__subscribe" href={site.newsletterUrl}>
            Subscribe to the newsletter
            <ExternalMark />
          </ExternalLink>
        </div>
        <h1 className="blog-list__title">Thinking from first principles</h1>
        <p className="lead blog-list__lead">
          Articles on First Principles thinking, B2B marketing and clear communication.
        </p>
        {data.page === 1 ? <BlogSearch onActive={setSearching} /> : null}
      </header>
      {searching ? null : (
        <>
          {empty ? (
            <section className="blog-empty card" aria-labelledby="blog-empty-title">
              <h2 id="blog-empty-title">No posts yet</h2>
              <p>Check back soon for insights on First Principles thinking.</p>
            </section>
          ) : null}
          {data.featured ? <FeaturedPostCard post={data.featured} /> : null}
          {data.posts.length > 0 ? (
            <section className="blog-list__more" aria-labelledby="blog-more-title">
              <h2 className="blog-list__section-title" id="blog-more-title">
                {data.page > 1 ? "Earlier posts" : "More posts"}
              </h2>
              <PostGrid posts={data.posts} />
            </section>
          ) : null}
          <BlogPager data={data} />
        </>
      )}
    </div>
  );
}
