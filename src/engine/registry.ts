import type { AnyGameModule } from './core/types.js';

/** The games the bot knows, by slug. Built once at start-up from the game modules. */
export class GameRegistry {
  private readonly bySlug = new Map<string, AnyGameModule>();

  constructor(modules: readonly AnyGameModule[]) {
    for (const m of modules) {
      if (this.bySlug.has(m.slug)) throw new Error(`duplicate game slug ${m.slug}`);
      this.bySlug.set(m.slug, m);
    }
  }

  get(slug: string): AnyGameModule | undefined {
    return this.bySlug.get(slug);
  }

  require(slug: string): AnyGameModule {
    const m = this.bySlug.get(slug);
    if (!m) throw new Error(`unknown game kind ${slug}`);
    return m;
  }

  list(): AnyGameModule[] {
    return [...this.bySlug.values()];
  }
}
