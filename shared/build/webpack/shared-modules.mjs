// What every app shares through Module Federation, and why (ADR 0003).
// Singletons: one React, one i18next instance (@shop/i18n and i18next, ADR 0023), one platform
// store for the whole page. react-i18next is not shared on its own: only @shop/i18n imports it
// (lint), so the shared @shop/i18n holds the one copy, tree-shaken (2.5 KB gz instead of 10.4).
// The shell routes with react-router over the platform route table; react-router is bundled in
// the shell, not shared (ADR 0022): remotes navigate through @shop/platform.
import { readFileSync } from 'node:fs';
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

/** @param {string} appDir */
export function sharedModules(appDir) {
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const deps = { ...pkg.dependencies };
  /** @type {Record<string, object>} */
  const shared = {};
  for (const name of SINGLETONS) {
    const base = name.endsWith('/') ? name.slice(0, -1) : name;
    const range = deps[base];
    if (!range) continue;
    const workspace = range === '*';
    shared[name] = {
      singleton: true,
      // Workspace libraries are versioned together; any loaded copy is acceptable.
      requiredVersion: workspace ? false : range,
      ...(workspace ? { version: '0.1.0' } : {}),
    };
  }
  return shared;
}
