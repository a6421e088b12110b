import { runInNewContext } from 'node:vm';
import { HASH_PENDING_ATTRIBUTE } from '@shop/platform/server-render';
import { describe, expect, it } from '@jest/globals';
import { HASH_GATE_PATH, HASH_GATE_SCRIPT } from './hash-gate';

/** The attributes the gate sets on <html> in a page at an address with `hash`. */
function gate(hash: string): string[] {
  const set: string[] = [];
  runInNewContext(HASH_GATE_SCRIPT, {
    location: { hash },
    document: { documentElement: { setAttribute: (name: string) => set.push(name) } },
  });
  return set;
}

describe('the hash gate (issue 16, ADR 0097)', () => {
  it('marks the page pending only when the address has a hash', () => {
    expect(gate('#a=3&city=64')).toEqual([HASH_PENDING_ATTRIBUTE]);
    expect(gate('')).toEqual([]);
    expect(gate('#')).toEqual([]);
  });

  it('is addressed by its content, so it can be cached for good', () => {
    expect(HASH_GATE_PATH).toMatch(/^\/hash-gate\.[0-9a-f]{12}\.js$/);
  });
});
