// The one wrapper every build phase runs in: it names the phase and records its wall time, its CPU time (this
// process's threads; a side process adds its own) and when it started, for `--timings` and the benchmarks.

export interface PhaseTime {
  /** Milliseconds from the start of the build. */
  start: number;
  wall: number;
  cpu: number;
}

const cpuNow = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

export class PhaseTimer {
  readonly started = performance.now();
  readonly times = new Map<string, PhaseTime>();
  /** CPU time of work outside this process (Vite, the card drawer, a big site's search index), by phase. */
  readonly sideCpu = new Map<string, number>();
  /** Node's and tsx's start and the imports: CPU spent before any phase. */
  readonly startupCpu = Math.round(cpuNow());

  /**
   * Runs `work` as the phase `name`. Phases may overlap (the bundles are made while the data is checked): CPU time is
   * this process's over the phase, so overlapping phases share theirs; wall time is the phase's own.
   */
  async run<T>(name: string, work: () => Promise<T>): Promise<T> {
    const start = performance.now();
    const startCpu = cpuNow();
    try {
      return await work();
    } finally {
      this.times.set(name, {
        start: Math.round(start - this.started),
        wall: Math.round(performance.now() - start),
        cpu: Math.round(cpuNow() - startCpu),
      });
    }
  }

  /** Seconds since the build started. */
  seconds(): number {
    return (performance.now() - this.started) / 1000;
  }

  /** One line per phase, in the order they started: when it started, how long it took, and its CPU time. */
  report(): string[] {
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    return [...this.times]
      .sort(([, a], [, b]) => a.start - b.start)
      .map(([name, time]) => {
        const side = this.sideCpu.get(name);
        const cpu = `${s(time.cpu)} CPU${side ? ` + ${s(side)} in its own process` : ""}`;
        return `  ${name.padEnd(14)} from ${s(time.start).padStart(7)}  took ${s(time.wall).padStart(7)}  ${cpu}`;
      });
  }

  /** The figures `BUILD_STATS_FILE` holds (scripts/measure/bench-build.ts reads them). */
  stats(): { phases: Record<string, number>; cpu: Record<string, number> } {
    const phases = Object.fromEntries([...this.times].map(([name, time]) => [name, time.wall]));
    const cpu: Record<string, number> = { startup: this.startupCpu };
    for (const [name, time] of this.times) cpu[name] = this.sideCpu.get(name) ?? time.cpu;
    const side = [...this.sideCpu.values()].reduce((sum, ms) => sum + ms, 0);
    cpu.total = Math.round(cpuNow()) + side;
    return { phases, cpu };
  }
}
