// The smallest site.json the schema accepts: tests of one optional field spread it and add that field.
export const minimalSiteInput = {
  name: "S",
  tagline: "T",
  description: "D",
  url: "https://example.org/",
  email: "a@example.org",
  founder: { name: "F", role: "R" },
  newsletterUrl: "https://example.org/n",
  copyright: "©",
  social: [],
  blogPageSize: 10,
  feedLimit: 20,
};
