/**
 * The release commands (ADR 0080; README "Releasing an app"):
 *
 *   npm run release --workspace <app> [-- --dist <built folder>]
 *   npm run promote -- <app> <version> [--canary <percent>] [--force]
 *   npm run rollback -- <app>
 *   npm run releases -- <app>              (the release log, live version and canary)
 *
 * RELEASES_DIR chooses the releases folder (default releases/), RELEASE_KEEP how many releases
 * are kept per app (default 5), RELEASE_ACTOR who is named in the audit log (default $USER).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { commitChange, type Change } from './promotion';
import {
  buildInto,
  copyBuild,
  gitCommit,
  keepCount,
  packageVersion,
  publishRelease,
  stagingFolder,
} from './release';
import { smokeCheck } from './smoke';
import { actor, isReleaseApp, readReleaseLog, readReleaseState, releasesDir } from './state';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function appArgument(value: string | undefined): string {
  const app = value ?? path.basename(process.cwd());
  if (!isReleaseApp(app)) fail(`Unknown app "${app}" (shell, mfe-search, mfe-product…)`);
  return app;
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      dist: { type: 'string' },
      canary: { type: 'string' },
      force: { type: 'boolean', default: false },
    },
  });
  const dir = releasesDir();

  if (command === 'release') {
    const app = appArgument(positionals[0]);
    const staging = stagingFolder(dir, app);
    let result: ReturnType<typeof publishRelease>;
    try {
      if (values.dist) copyBuild(path.resolve(values.dist), staging);
      else buildInto(app, staging);
      result = publishRelease(dir, app, staging, {
        packageVersion: packageVersion(app),
        keep: keepCount(),
        by: actor(),
        commit: gitCommit(),
      });
    } finally {
      // A failed build leaves nothing behind (a published one was moved away already).
      rmSync(staging, { recursive: true, force: true });
    }
    console.error(
      `${app} ${result.version} ${result.created ? 'released' : 'was already released'}` +
        (result.pruned.length ? `; pruned ${result.pruned.join(', ')}` : ''),
    );
    // The version alone on stdout, for scripts: npm run promote -- <app> "$(… release …)".
    console.log(result.version);
    return;
  }

  if (command === 'promote') {
    const [appName, version] = positionals;
    const app = appArgument(appName);
    if (!version) fail('Usage: npm run promote -- <app> <version> [--canary <percent>] [--force]');
    const smoke = await smokeCheck(dir, app, version);
    if (!smoke.ok) {
      console.error(`Smoke check of ${app} ${version} failed:\n  ${smoke.problems.join('\n  ')}`);
      if (!values.force) fail('Promotion refused (use --force to promote anyway).');
      console.error('Promoting anyway (--force).');
    }
    const change: Change =
      values.canary !== undefined
        ? { action: 'canary', app, version, percent: Number(values.canary) }
        : { action: 'promote', app, version };
    const entry = commitChange(dir, change, { forced: values.force && !smoke.ok });
    console.log(JSON.stringify(entry));
    return;
  }

  if (command === 'rollback') {
    const app = appArgument(positionals[0]);
    console.log(JSON.stringify(commitChange(dir, { action: 'rollback', app })));
    return;
  }

  if (command === 'releases') {
    const app = appArgument(positionals[0]);
    console.log(
      JSON.stringify(
        { live: readReleaseState(dir).apps[app] ?? 'dist', releases: readReleaseLog(dir, app) },
        null,
        2,
      ),
    );
    return;
  }
  fail('Usage: cli.ts release|promote|rollback|releases …');
}

main(process.argv.slice(2)).catch((error: unknown) =>
  fail(error instanceof Error ? error.message : String(error)),
);
