// The words of a game command (its options, buttons, menus, status), through i18next like every
// other text of the bot: one namespace per game (`ui-<slug>`), English as the fallback. A missing
// key answers its path and a missing `{{param}}` answers nothing; both are written down in
// `textProblems()`, so that a test can fail on them instead of a player reading them.
import i18next, { type i18n as I18n } from 'i18next';
import type { Locale } from '../../bot/i18n/index.js';
import type { TextFn } from './menus.js';

export interface TextProblem {
  ns: string;
  key: string;
  locale: Locale;
  /** the placeholder left empty, or null for a missing key */
  param: string | null;
}

type Tree = Record<string, unknown>;

const problems: TextProblem[] = [];
let shared: I18n | null = null;

function instance(): I18n {
  if (shared) return shared;
  const i = i18next.createInstance();
  void i.init({
    resources: {},
    lng: 'en',
    fallbackLng: 'en',
    initAsync: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    returnObjects: false,
  });
  shared = i;
  return i;
}

/** Everything read wrong since the last `clearTextProblems()`: missing keys and unfilled placeholders. */
export function textProblems(): readonly TextProblem[] {
  return problems;
}

export function clearTextProblems(): void {
  problems.length = 0;
}

/**
 * The text function of one namespace: `t(locale, 'a.b.c', params)`. `resources` holds the English and
 * Italian trees; Italian falls back to English key by key.
 */
export function commandTexts(ns: string, resources: Record<Locale, Tree>): CommandTexts {
  const i = instance();
  for (const [lng, tree] of Object.entries(resources)) i.addResourceBundle(lng, ns, tree, true, true);
  // a text, or one with plural forms only (`<key>_one`, `<key>_other`, chosen by a `count`)
  const known = (locale: Locale, path: string) =>
    typeof i.getResource(locale, ns, path) === 'string' ||
    typeof i.getResource(locale, ns, `${path}_other`) === 'string';
  const t: TextFn = (locale, path, params = {}) => {
    if (!known(locale, path) && !known('en', path)) {
      problems.push({ ns, key: path, locale, param: null });
      return path;
    }
    const out = i.t(path, {
      ns,
      lng: locale,
      ...params,
      missingInterpolationHandler: (_text: string, value: RegExpExecArray) => {
        problems.push({ ns, key: path, locale, param: value[1]?.trim() ?? '?' });
        return '';
      },
    });
    return typeof out === 'string' ? out : path;
  };
  // a text that may not exist (a name for an id that has none): asked first, never written down
  const has = (locale: Locale, path: string) => known(locale, path) || known('en', path);
  return Object.assign(t, { has });
}

/** A namespace's text function, and whether it holds a text (`has`) for the names that may have none. */
export type CommandTexts = TextFn & { has(locale: Locale, path: string): boolean };

/**
 * A game engine's own texts (its module locales) read outside a request, e.g. for a menu label:
 * `t(locale, '<slug>.action.place', params)` or without the slug.
 */
export function engineTexts(module: { slug: string; locales: Record<Locale, unknown> }): TextFn {
  const t = commandTexts(`engine-${module.slug}`, module.locales as Record<Locale, Tree>);
  const prefix = `${module.slug}.`;
  return (locale, key, params) => t(locale, key.startsWith(prefix) ? key.slice(prefix.length) : key, params);
}
