// How many videos the resources hold in all: one count for the hub page, its social card and `npm run validate`.
import type { Category } from "./types.ts";

export function videoTotal(categories: readonly Pick<Category, "videos">[]): number {
  return categories.reduce((sum, category) => sum + category.videos.length, 0);
}
