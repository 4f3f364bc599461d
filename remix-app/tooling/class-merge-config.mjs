// @ts-check
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { __unstable__loadDesignSystem as loadDesignSystem } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { twMerge } from 'tailwind-merge';
import { fileURLToPath } from 'node:url';

/**
 * @typedef {import('tailwind-merge').Config<string, string>} ClassMergeConfig The config `cn()`
 *   merges classes with, as plain data (no validators, no theme).
 * @typedef {string | { [part: string]: ClassDefinition[] }} ClassDefinition
 */

/**
 * Every class of the app that Tailwind makes CSS for, found the way Tailwind's own Vite plugin
 * finds them (its scanner over the sources, its design system deciding which candidates are
 * utilities). `loadDesignSystem` is marked unstable by Tailwind; the versions are pinned.
 * @param {string} appDir
 * @returns {Promise<string[]>}
 */
async function appClasses(appDir) {
  const design = await loadDesignSystem(readFileSync(join(appDir, 'tailwind.css'), 'utf8'), { base: appDir });
  const candidates = new Scanner({ sources: [{ base: appDir, pattern: '**/*', negated: false }] }).scan();
  const css = design.candidatesToCss(candidates);
  return candidates.filter((_, index) => css[index]).sort();
}

/**
 * A class without its variants (`hover:`, `[&_svg]:`, `max-sm:`): what tailwind-merge groups.
 * @param {string} className
 */
function utilityOf(className) {
  let depth = 0;
  let start = 0;
  for (let index = 0; index < className.length; index++) {
    const char = className[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) start = index + 1;
  }
  return className.slice(start);
}

/** The name tailwind-merge looks a class up by: without the important mark and a negative's minus. */
const lookupName = (/** @type {string} */ utility) => utility.replace(/^!|!$/g, '').replace(/^-(?=.)/, '');

/**
 * A group's classes as tailwind-merge's nested definitions, sharing each first part once.
 * @param {string[]} names
 * @returns {ClassDefinition[]}
 */
function definitionsOf(names) {
  /** @type {string[]} */
  const plain = [];
  /** @type {Record<string, string[]>} */
  const byFirst = {};
  for (const name of names) {
    const dash = name.indexOf('-');
    if (dash <= 0) plain.push(name);
    else (byFirst[name.slice(0, dash)] ??= []).push(name.slice(dash + 1));
  }
  return Object.keys(byFirst).length ? [...plain, byFirst] : plain;
}

/**
 * tailwind-merge's default config (8 KB gzip in every page's JavaScript) cut down to the classes
 * this app uses: which of them override which is asked of the default config itself, one pair
 * at a time, and written down as data. Classes that override each other and the same others form
 * one group; a group's conflicts are the groups its classes override. A test checks every pair of
 * the app's classes against `twMerge`.
 * @param {string[]} classes the app's classes (`appClasses`)
 * @returns {ClassMergeConfig}
 */
function classMergeConfig(classes) {
  const utilities = [...new Set(classes.map(utilityOf))];
  /** @typedef {{ utility: string, id: number, overrides: Set<Known>, overriddenBy: Set<Known> }} Known */
  /** @type {Known[]} */
  const known = utilities
    .filter((utility) => twMerge(`${utility} ${utility}`) === utility)
    .map((utility, id) => ({ utility, id, overrides: new Set(), overriddenBy: new Set() }));
  for (const later of known)
    for (const earlier of known)
      if (earlier !== later && twMerge(`${earlier.utility} ${later.utility}`) === later.utility) {
        later.overrides.add(earlier);
        earlier.overriddenBy.add(later);
      }
  const ids = (/** @type {Known} */ self, /** @type {Set<Known>} */ others) =>
    [self, ...others].map((one) => one.id).sort((a, b) => a - b);

  /** @type {Map<string, Known[]>} */
  const groups = new Map();
  /** @type {Map<Known, string>} */
  const groupOf = new Map();
  for (const one of known) {
    const key = `${ids(one, one.overrides)}|${ids(one, one.overriddenBy)}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)?.push(one);
  }
  [...groups.values()].forEach((members, index) => members.forEach((one) => groupOf.set(one, String(index))));

  /** @type {Record<string, ClassDefinition[]>} */
  const classGroups = {};
  /** @type {Record<string, string[]>} */
  const conflictingClassGroups = {};
  for (const [index, members] of [...groups.values()].entries()) {
    const group = String(index);
    classGroups[group] = definitionsOf([...new Set(members.map((one) => lookupName(one.utility)))]);
    const conflicts = new Set(members.flatMap((one) => [...one.overrides].map((other) => String(groupOf.get(other)))));
    conflicts.delete(group);
    if (conflicts.size) conflictingClassGroups[group] = [...conflicts];
  }
  return {
    cacheSize: 500,
    theme: {},
    classGroups,
    conflictingClassGroups,
    conflictingClassGroupModifiers: {},
    orderSensitiveModifiers: [],
  };
}

const VIRTUAL_ID = 'virtual:class-merge-config';

/**
 * The browser's and the server's builds each load the config (and may each make their own plugin):
 * one computation per app serves both.
 * @type {Map<string, Promise<ClassMergeConfig>>}
 */
const configs = new Map();

/**
 * `virtual:class-merge-config` for `cn()`: the app's own cut of the rules in a build, the whole
 * default config while developing (classes added since the dev server started merge correctly).
 * @param {string} appDir
 * @returns {import('vite').Plugin}
 */
export function classMergeConfigPlugin(appDir) {
  let build = false;
  return {
    name: 'class-merge-config',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
    async load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return undefined;
      if (!build) return `import { getDefaultConfig } from 'tailwind-merge';\nexport default getDefaultConfig();`;
      if (!configs.has(appDir)) configs.set(appDir, appClasses(appDir).then(classMergeConfig));
      return `export default ${JSON.stringify(await configs.get(appDir))};`;
    },
  };
}

// `node tooling/class-merge-config.mjs`: the app's classes and the config, as JSON (its test runs
// it so, as Tailwind's loader hooks cannot run inside jest).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const appDir = fileURLToPath(new URL('../app', import.meta.url));
  const classes = await appClasses(appDir);
  process.stdout.write(JSON.stringify({ classes, config: classMergeConfig(classes) }));
}
