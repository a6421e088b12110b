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
    const hook = shareMismatchPlugin().resolveShare;
    /** Resolves the share through the hook, as the runtime does. */
    const resolve = (args: Args) => {
      const out = hook?.(args);
      if (!out) throw new Error('the hook must hand the arguments on');
      return out.resolver();
    };
    expect(resolve(resolveArgs('mfe_content', '^20', '19.3.1'))?.shared.version).toBe('19.3.1');
    resolve(resolveArgs('mfe_content', '^20', '19.3.1'));
    // A newer minor, or no declared range, is fine.
    resolve(resolveArgs('mfe_search', '^19', '19.3.1'));
    resolve(resolveArgs('mfe_search', false, '19.3.1'));
    stop();
    expect(seen).toEqual([
      { remote: 'mfe_content', pkgName: 'react', required: '^20', provided: '19.3.1' },
    ]);
  });
});
