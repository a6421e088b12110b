// What every app shares through Module Federation, and why (ADR 0003).
// Singletons: one React, one i18next instance (@shop/i18n and i18next, ADR 0023), one platform
// store for the whole page. react-i18next is not shared on its own: only @shop/i18n imports it
// (lint), so the shared @shop/i18n holds the one copy, tree-shaken (2.5 KB gz instead of 10.4).
// The shell routes with react-router over the platform route table; react-router is bundled in
// the shell, not shared (ADR 0022): remotes navigate through @shop/platform.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'zustand',
  'swr',
  '@shop/platform',
  '@shop/i18n',
  'i18next',
];

/** The installed version of a package, as the app resolves it. */
function installedVersion(appDir, name) {
  // Package folders are looked up as Node does (exports maps may hide package.json).
  for (let dir = appDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).version;
    if (path.dirname(dir) === dir) throw new Error(`${name} is not installed for ${appDir}`);
  }
}

/**
 * The range a singleton accepts (issue 17, ADR 0080): any version of the major it was built
 * against. A remote built against a newer minor still loads under an older shell (and the other
 * way round); a major apart, the federation runtime logs the mismatch and keeps the page's copy
 * (singleton, not strict) — `npm run contracts` fails such a pair in CI.
 * @param {string} version
 */
export function sameMajor(version) {
  return `^${version.split('.')[0]}`;
}

/** @param {string} appDir */
export function sharedModules(appDir) {
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const deps = { ...pkg.dependencies };
  /** @type {Record<string, object>} */
  const shared = {};
  for (const name of SINGLETONS) {
    const base = name.endsWith('/') ? name.slice(0, -1) : name;
    if (!deps[base]) continue;
    const version = installedVersion(appDir, base);
    shared[name] = {
      singleton: true,
      strictVersion: false,
      version,
      requiredVersion: sameMajor(version),
    };
  }
  return shared;
}
