import i18next, { type i18n as I18n } from 'i18next';
import type { AnyGameModule } from '../../engine/core/types.js';
import { en } from './en.js';
import { it } from './it.js';

export type Locale = 'en' | 'it';
export const LOCALES: readonly Locale[] = ['en', 'it'];

/** Discord locales → ours: Italian for `it`, English for everything else. */
export function toLocale(discordLocale: string | null | undefined): Locale {
  return discordLocale?.toLowerCase().startsWith('it') ? 'it' : 'en';
}

export type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * One i18next instance for the process. Keys are `<namespace>:<path>` or, for the shortcut used by
 * engine codes, `<namespace>.<path>` where the namespace is a game slug (`belle-epoque.error.x`).
 */
export class Texts {
  private readonly i18n: I18n;
  private readonly namespaces: Set<string>;

  constructor(
    modules: readonly AnyGameModule[],
    extra: Record<string, { en: Record<string, unknown>; it: Record<string, unknown> }> = {},
  ) {
    this.i18n = i18next.createInstance();
    const resources: Record<string, Record<string, Record<string, unknown>>> = {
      en: { common: en },
      it: { common: it },
    };
    for (const m of modules) {
      resources.en![m.slug] = m.locales.en;
      resources.it![m.slug] = m.locales.it;
    }
    for (const [ns, loc] of Object.entries(extra)) {
      resources.en![ns] = loc.en;
      resources.it![ns] = loc.it;
    }
    this.namespaces = new Set(Object.keys(resources.en!));
    void this.i18n.init({
      resources,
      lng: 'en',
      fallbackLng: 'en',
      ns: [...this.namespaces],
      defaultNS: 'common',
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }

  /** Splits an engine code like `belle-epoque.error.no_fleet` into namespace and key. */
  private resolve(key: string): { ns: string; key: string } {
    if (key.includes(':')) {
      const [ns, rest] = key.split(':', 2) as [string, string];
      return { ns, key: rest };
    }
    const dot = key.indexOf('.');
    if (dot > 0) {
      const ns = key.slice(0, dot);
      if (this.namespaces.has(ns)) return { ns, key: key.slice(dot + 1) };
    }
    return { ns: 'common', key };
  }

  /** Whether `key` has a text in `locale` (a key with plural forms only, `key_one`/`key_other`, counts). */
  has(key: string, locale: Locale = 'en'): boolean {
    const r = this.resolve(key);
    const o = { ns: r.ns, lng: locale, fallbackLng: false as const };
    return this.i18n.exists(r.key, o) || this.i18n.exists(`${r.key}_other`, o);
  }

  t(locale: Locale, key: string, params: Record<string, unknown> = {}): string {
    const r = this.resolve(key);
    const out = this.i18n.t(r.key, { ns: r.ns, lng: locale, ...params });
    return typeof out === 'string' ? out : key;
  }

  forLocale(locale: Locale): Translate {
    return (key, params) => this.t(locale, key, params);
  }

  /** Discord `*_localizations` for a platform key: `{ it: '...' }`. */
  localizations(key: string): { it: string } {
    return { it: this.t('it', key) };
  }
}
