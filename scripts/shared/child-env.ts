// The environment of the build's child processes: Vite's two (the site's bundles, the content manager's), the card
// drawers, the image encoder and a big site's search index. It passes the parent's environment on (PATH, HOME, the
// locale); the build's own inputs go to a child as arguments or as variables its caller sets from the build's options.
// Values set in the environment win.

/**
 * Rolldown (Vite's bundler) and Skia (the cards' canvas) allocate with mimalloc, which asks the kernel for transparent
 * huge pages by default: each first touch of its memory then zeroes 2 MB, and memory it gives back and takes again is
 * zeroed again. Without them the content manager's Vite process peaks at about 210 MB instead of 310 MB, the largest
 * process of a small site's build, and Vite's processes and the drawers spend less CPU in the kernel (decision 52).
 */
export const childEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  MIMALLOC_ALLOW_THP: process.env.MIMALLOC_ALLOW_THP ?? "0",
});

/**
 * For a child that runs Vite, also Rolldown's thread pools at one thread each: each extra thread keeps its own
 * allocations, which made Vite's child the largest process of a cold build (site bundles 376 → 329 MB, the content
 * manager's 960 → 845 MB, no slower on two cores; decision 48). And mimalloc gives freed memory back at once: the
 * child builds the content manager's bundle after the site's, and the site's memory kept for reuse made it peak at
 * 310 MB instead of 275 MB, at the same CPU (decision 96).
 */
export const bundlerEnv = (): NodeJS.ProcessEnv => ({
  ...childEnv(),
  ROLLDOWN_WORKER_THREADS: process.env.ROLLDOWN_WORKER_THREADS ?? "1",
  RAYON_NUM_THREADS: process.env.RAYON_NUM_THREADS ?? "1",
  MIMALLOC_PURGE_DELAY: process.env.MIMALLOC_PURGE_DELAY ?? "0",
});

/** For the image encoder, also glibc's arenas capped at two: that halves what the encoder's threads keep. */
export const encoderEnv = (): NodeJS.ProcessEnv => ({
  ...childEnv(),
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
});
