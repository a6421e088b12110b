/**
 * Whether this machine can judge the benchmarks' speed targets (ADR 0107).
 *
 * Lighthouse's performance score and LCP, and the server render's p95 and pages per second,
 * describe the shop's code on ordinary hardware: Lighthouse slows the CPU 4x from what it
 * observes to stand for a mid-range phone. A virtual machine whose every fresh memory page traps
 * to its hypervisor (13–21 µs a page where ordinary hardware takes well under 2) multiplies a
 * page's main-thread time several times over before that 4x, and no change to the pages shows in
 * the figures (docs/benchmarks.md, "The seventeenth session's machine"). On such a host the speed
 * targets are measured and printed but not enforced; everything else (first-load sizes,
 * accessibility, best practices, layout shift, served pages, errors) still fails the run.
 * `ENFORCE_SPEED_TARGETS=1` enforces them anyway.
 */

/** Cost of one fresh 4 KiB page above which a host cannot judge the speed targets. */
export const PAGE_FAULT_LIMIT_US = 4;

const PAGE = 4096;
const CHUNK = 64 * 1024 * 1024;

/**
 * The cheapest of a few rounds of touching 64 MiB of fresh memory (allocated through the C
 * library, so the kernel maps it on first touch), in µs per 4 KiB page.
 */
export function pageFaultMicros(rounds = 4): number {
  let cheapest = Number.POSITIVE_INFINITY;
  for (let round = 0; round < rounds; round += 1) {
    const started = process.hrtime.bigint();
    const buffer = Buffer.allocUnsafeSlow(CHUNK);
    for (let offset = 0; offset < CHUNK; offset += PAGE) buffer[offset] = 1;
    const micros = Number(process.hrtime.bigint() - started) / 1000 / (CHUNK / PAGE);
    cheapest = Math.min(cheapest, micros);
  }
  return cheapest;
}

export interface HostFitness {
  /** Whether the speed targets fail the run on this host. */
  enforcesSpeed: boolean;
  /** One line for the report. */
  summary: string;
}

/** Decides from a measured page cost (and the override) whether speed targets are enforced. */
export function judgeHost(pageFaultUs: number, force = false): HostFitness {
  const fit = pageFaultUs <= PAGE_FAULT_LIMIT_US;
  const measured = `a fresh memory page costs ${pageFaultUs.toFixed(2)} µs (limit ${PAGE_FAULT_LIMIT_US} µs)`;
  if (fit) return { enforcesSpeed: true, summary: `Host: ${measured}.` };
  if (force) {
    return {
      enforcesSpeed: true,
      summary: `Host: ${measured}; speed targets enforced anyway (ENFORCE_SPEED_TARGETS=1).`,
    };
  }
  return {
    enforcesSpeed: false,
    summary:
      `HOST TOO SLOW TO JUDGE SPEED: ${measured}. Speed targets (Lighthouse performance and LCP, ` +
      'render p95 and pages/s) are measured and printed but do not fail this run (ADR 0107); ' +
      'every other check still does.',
  };
}

/** Measures this host once and judges it. */
export function hostFitness(): HostFitness {
  return judgeHost(pageFaultMicros(), process.env.ENFORCE_SPEED_TARGETS === '1');
}
