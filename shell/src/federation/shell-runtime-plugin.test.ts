import { describe, expect, it } from '@jest/globals';
import { onShareMismatch, type ShareMismatch } from './remote-events';
import { shareMismatchPlugin } from './shell-runtime-plugin';

type Args = Parameters<NonNullable<ReturnType<typeof shareMismatchPlugin>['resolveShare']>>[0];

/** What the federation runtime hands the hook when `from` asks for react. */
function resolveArgs(from: string, requiredVersion: string | false, provided: string): Args {
  return {
    pkgName: 'react',
    shareInfo: { from, shareConfig: { singleton: true, requiredVersion } },
    resolver: () => ({ shared: { version: provided }, useTreesShaking: false }),
  } as unknown as Args;
}

describe('shared singleton ranges (issue 17 §4, ADR 0081)', () => {
  it('a remote outside the page copy’s range gets the copy (no crash) and the mismatch is emitted once', () => {
    const seen: ShareMismatch[] = [];
    const stop = onShareMismatch((mismatch) => seen.push(mismatch));
    const hook = shareMismatchPlugin().resolveShare!;
    const outside = hook(resolveArgs('mfe_content', '^20', '19.3.1'));
    expect(outside.resolver()?.shared.version).toBe('19.3.1');
    hook(resolveArgs('mfe_content', '^20', '19.3.1')).resolver();
    // A newer minor, or no declared range, is fine.
    hook(resolveArgs('mfe_search', '^19', '19.3.1')).resolver();
    hook(resolveArgs('mfe_search', false, '19.3.1')).resolver();
    stop();
    expect(seen).toEqual([
      { remote: 'mfe_content', pkgName: 'react', required: '^20', provided: '19.3.1' },
    ]);
  });
});
