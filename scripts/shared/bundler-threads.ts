// The environment of a child process that runs Vite: Rolldown's thread pools at one thread each.

/**
 * Each extra Rolldown thread keeps its own allocations, which made Vite's child the largest process of a cold build
 * (site bundles 376 → 329 MB, the content manager's 960 → 845 MB, no slower on two cores; decision 48). Values set in
 * the environment win.
 */
export const bundlerEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  ROLLDOWN_WORKER_THREADS: process.env.ROLLDOWN_WORKER_THREADS ?? "1",
  RAYON_NUM_THREADS: process.env.RAYON_NUM_THREADS ?? "1",
});
