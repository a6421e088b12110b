/**
 * Promotion, canary and rollback (issue 17 §2–3, ADR 0080): pure changes of the live-release
 * state, and the command that applies one atomically and logs who did what and when.
 */
import { existsSync } from 'node:fs';
import {
  actor,
  appendAudit,
  readReleaseState,
  releaseFolder,
  writeReleaseState,
  type AppLiveState,
  type AuditEntry,
  type ReleaseState,
} from './state';

/** How many earlier versions a rollback can walk back through. */
const HISTORY_KEPT = 10;

export type Change =
  | { action: 'promote'; app: string; version: string }
  | { action: 'canary'; app: string; version: string; percent: number }
  | { action: 'rollback'; app: string };

export interface Applied {
  state: ReleaseState;
  audit: Omit<AuditEntry, 'at' | 'by'>;
}

/** The state after `change`; throws with a message for the operator when it cannot apply. */
export function applyChange(state: ReleaseState, change: Change): Applied {
  const live: AppLiveState | undefined = state.apps[change.app];
  const apps = { ...state.apps };
  if (change.action === 'promote') {
    if (live?.current === change.version && !live.canary) {
      throw new Error(`${change.app} ${change.version} is already live`);
    }
    const history = live ? [...live.history, live.current].slice(-HISTORY_KEPT) : [];
    apps[change.app] = { current: change.version, history };
    return {
      state: { apps },
      audit: { action: 'promote', app: change.app, from: live?.current, to: change.version },
    };
  }
  if (change.action === 'canary') {
    if (!live) {
      throw new Error(`${change.app} has no live release yet: promote one before a canary`);
    }
    if (!(change.percent > 0 && change.percent <= 100)) {
      throw new Error('A canary share is a percentage above 0 and at most 100');
    }
    const canary = { version: change.version, percent: change.percent };
    apps[change.app] = { ...live, canary };
    return {
      state: { apps },
      audit: { action: 'canary', app: change.app, from: live.current, canary },
    };
  }
  if (!live) throw new Error(`${change.app} has no live release to roll back`);
  if (live.canary) {
    // A running canary is stopped first: everyone goes back to the live version.
    apps[change.app] = { current: live.current, history: live.history };
    return {
      state: { apps },
      audit: {
        action: 'canary-stop',
        app: change.app,
        from: live.canary.version,
        to: live.current,
      },
    };
  }
  const previous = live.history.at(-1);
  if (!previous) {
    // Back to before the first release: the app is served from its dist/ folder again.
    delete apps[change.app];
    return {
      state: { apps },
      audit: { action: 'rollback', app: change.app, from: live.current, to: 'dist' },
    };
  }
  apps[change.app] = { current: previous, history: live.history.slice(0, -1) };
  return {
    state: { apps },
    audit: { action: 'rollback', app: change.app, from: live.current, to: previous },
  };
}

/** Applies `change` to the releases folder `dir`: registry.json replaced atomically, audit appended. */
export function commitChange(
  dir: string,
  change: Change,
  extra: { forced?: boolean; env?: NodeJS.ProcessEnv } = {},
): AuditEntry {
  if ('version' in change && !existsSync(releaseFolder(dir, change.app, change.version))) {
    throw new Error(`No release ${change.app} ${change.version} in ${dir}`);
  }
  const { state, audit } = applyChange(readReleaseState(dir), change);
  const entry: AuditEntry = {
    at: new Date().toISOString(),
    by: actor(extra.env),
    ...audit,
    ...(extra.forced ? { forced: true } : {}),
  };
  writeReleaseState(dir, state);
  appendAudit(dir, entry);
  return entry;
}
