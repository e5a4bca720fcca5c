/**
 * Refusals and bugs are kept apart (STYLE §11).
 *
 * An IllegalActionError is an expected refusal: the code is stable, doubles as the i18n key
 * (e.g. `belle-epoque.send.no_fleet`), and `rule` points at the rule section that forbids the
 * action (e.g. `belle-epoque:8.2.2`) so lookups can link to it. Anything else thrown is a bug.
 */
export class IllegalActionError extends Error {
  readonly code: string;
  readonly params: Record<string, string | number>;
  readonly rule?: string;

  constructor(code: string, params: Record<string, string | number> = {}, rule?: string) {
    super(`${code} ${JSON.stringify(params)}`);
    this.name = 'IllegalActionError';
    this.code = code;
    this.params = params;
    this.rule = rule;
  }
}

export function isIllegalActionError(e: unknown): e is IllegalActionError {
  return e instanceof IllegalActionError;
}

/**
 * The one refusal helper every engine uses (#21): `const refuse = refuser('belle-epoque')`, then
 * `refuse('no_fleet', '8.2.2', { territory })` throws the IllegalActionError with code
 * `belle-epoque.error.no_fleet` citing rule `belle-epoque:8.2.2`.
 */
export type Refuse = (code: string, rule: string, params?: Record<string, string | number>) => never;
/** (Declare the result with its type, `const refuse: Refuse = refuser(slug)`, so TypeScript sees that it never returns.) */
export function refuser(slug: string): Refuse {
  return (code, rule, params = {}) => {
    throw new IllegalActionError(`${slug}.error.${code}`, params, `${slug}:${rule}`);
  };
}

/** Throws a refusal unless the condition holds. */
export function check(
  condition: unknown,
  code: string,
  params: Record<string, string | number> = {},
  rule?: string,
): asserts condition {
  if (!condition) throw new IllegalActionError(code, params, rule);
}
