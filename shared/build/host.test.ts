import { describe, expect, it } from '@jest/globals';
import { judgeHost, pageFaultMicros, PAGE_FAULT_LIMIT_US } from './host';

describe('host fitness for the speed targets (ADR 0107)', () => {
  it('enforces the speed targets where fresh memory costs what ordinary hardware charges', () => {
    const host = judgeHost(0.8);
    expect(host.enforcesSpeed).toBe(true);
    expect(host.summary).toBe('Host: a fresh memory page costs 0.80 µs (limit 4 µs).');
  });

  it('enforces them at the limit itself', () => {
    expect(judgeHost(PAGE_FAULT_LIMIT_US).enforcesSpeed).toBe(true);
  });

  it('reports but does not enforce them on a host whose page faults trap to its hypervisor', () => {
    const host = judgeHost(15.3);
    expect(host.enforcesSpeed).toBe(false);
    expect(host.summary).toMatch(
      /^HOST TOO SLOW TO JUDGE SPEED: a fresh memory page costs 15\.30 µs/,
    );
    expect(host.summary).toContain('every other check still does');
  });

  it('enforces them anyway when asked to', () => {
    const host = judgeHost(15.3, true);
    expect(host.enforcesSpeed).toBe(true);
    expect(host.summary).toContain('ENFORCE_SPEED_TARGETS=1');
  });

  it('measures a positive, finite cost per page', () => {
    const micros = pageFaultMicros(1);
    expect(Number.isFinite(micros)).toBe(true);
    expect(micros).toBeGreaterThan(0);
  });
});
