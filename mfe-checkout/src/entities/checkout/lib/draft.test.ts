import { beforeEach, describe, expect, it } from '@jest/globals';
import { idempotencyFor, readDraft, writeDraft } from './draft';

describe('checkout draft (ADR 0051)', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('BEY-002: the same order body keeps its Idempotency-Key; another body gets a new one', () => {
    const first = idempotencyFor({ stayKey: 's' }, '{"a":1}');
    expect(first.key).toMatch(/^checkout-[\x21-\x7e]{8,}$/);
    const again = idempotencyFor({ stayKey: 's', idempotency: first }, '{"a":1}');
    expect(again).toBe(first);
    expect(idempotencyFor({ stayKey: 's', idempotency: first }, '{"a":2}').key).not.toBe(first.key);
  });

  it('BEY-001: a draft is read back for its stay only; garbage reads as none', () => {
    writeDraft(12, { stayKey: 'stay-a', insurance: true });
    expect(readDraft(12, 'stay-a')?.insurance).toBe(true);
    expect(readDraft(12, 'stay-b')).toBeNull();
    expect(readDraft(13)).toBeNull();
    window.sessionStorage.setItem('checkout-draft:14', '{not json');
    expect(readDraft(14)).toBeNull();
  });
});
