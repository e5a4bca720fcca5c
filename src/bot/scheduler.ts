import { IllegalActionError } from '../engine/core/errors.js';
import type { BaseState, Role } from '../engine/core/types.js';
import type { GameSettings } from '../db/schema/index.js';
import type { PrefsRepo, TimerNow, TimersRepo, TimerRow } from '../db/timers-repo.js';
import { survivable } from '../db/faults.js';
import { log } from '../log.js';
import type { Texts } from './i18n/index.js';
import { humansToAct, roleLabel } from './roles.js';
import type { Play, ActOutcome } from './play.js';
import type { LoadedGame, Table } from './table.js';
import { Refusal, type Reply } from './types.js';

export interface Clock {
  now(): Date;
  /**
   * Present on the database's clock: timers are then due by the database's `now()`, in the queries
   * themselves, whatever this process's clock says, and `now()` above is this process's estimate of
   * the database's time (for what it shows and parses), brought up to date by `sync` at every tick.
   */
  sync?(): Promise<void>;
}

/**
 * The database's clock: what a running bot uses (several processes or hosts share one database, and
 * their clocks need not agree; a process whose clock runs an hour fast must not fire a deadline an hour
 * early). `local` is this process's clock (tests give a skewed one).
 */
export class DatabaseClock implements Clock {
  private offsetMs = 0;

  constructor(
    private readonly timers: Pick<TimersRepo, 'databaseNow'>,
    private readonly local: () => number = () => Date.now(),
  ) {}

  now(): Date {
    return new Date(this.local() + this.offsetMs);
  }

  /** Measures the database's time against this process's, allowing half the round trip. */
  async sync(): Promise<void> {
    const sent = this.local();
    const db = (await this.timers.databaseNow()).getTime();
    this.offsetMs = db - (sent + this.local()) / 2;
  }
}

/** Posts to a game's channel outside any interaction (reminders, deadline results). */
export interface Notifier {
  channel(channelId: string, reply: Reply): Promise<void>;
}

/** Discord relative timestamp, e.g. "in 3 hours". */
export function relativeTime(d: Date): string {
  return `<t:${Math.floor(d.getTime() / 1000)}:R>`;
}

/** Minutes allowed for this step: a per-phase setting whose key the step contains, else the default. */
export function deadlineMinutesFor(settings: GameSettings, step: string): number | null {
  for (const [key, minutes] of Object.entries(settings.phaseDeadlines ?? {})) if (step.includes(key)) return minutes;
  return settings.deadlineMinutes ?? null;
}

function isSubset(a: Role[], b: Role[]): boolean {
  return a.every((r) => b.includes(r));
}

/**
 * Deadlines and reminders. Timers live in Postgres; whichever process ticks claims them (several
 * processes never fire the same one), and a deadline's default actions carry an interaction id
 * derived from the timer, so even a timer taken over after a crash applies them at most once.
 */
export class Scheduler {
  constructor(
    private readonly table: Table,
    private readonly play: Play,
    private readonly timers: TimersRepo,
    private readonly prefs: PrefsRepo,
    private readonly texts: Texts,
    private readonly clock: Clock,
    private readonly notifier: Notifier,
    /** Turns what a deadline applied into the channel post (events, map, who is next). */
    private readonly present: (outcome: ActOutcome) => Promise<Reply | null>,
    readonly owner: string,
    private readonly leaseMs = 5 * 60_000,
  ) {}

  /** "Now" for the timer queries: the database's own `now()` on the database's clock, else the clock's instant. */
  private timerNow(): TimerNow {
    return this.clock.sync ? null : this.clock.now();
  }

  /** Cancels a game's pending deadline and reminder (a pause, an end). */
  async cancel(gameId: string): Promise<void> {
    await this.timers.cancelAll(gameId, this.timerNow());
  }

  /** The kinds of game this build has: timers of any other kind wait for a build that has it. */
  private kinds(): string[] {
    return this.table.registry.list().map((m) => m.slug);
  }

  /** A new position owes actions from someone new (or a new phase began): the clock restarts. */
  async afterCommit(game: LoadedGame, before: BaseState | null, after: BaseState): Promise<void> {
    const settings = game.row.settings ?? {};
    if (game.module.result(after)) {
      await this.cancel(game.row.id);
      return;
    }
    if (settings.paused || deadlineMinutesFor(settings, after.step) === null) return;
    const nowActive = game.module.activeRoles(after) as Role[];
    const wasActive = before ? (game.module.activeRoles(before) as Role[]) : [];
    if (before && before.step === after.step && isSubset(nowActive, wasActive)) return;
    await this.schedule(game, after);
  }

  /**
   * Sets the deadline (and its reminder) for the game's current position, due `fromMs` (by default the
   * step's minutes) from now by the timers' clock. Returns when it is due.
   */
  async schedule(game: LoadedGame, state: BaseState, fromMs?: number): Promise<Date | null> {
    const settings = game.row.settings ?? {};
    const minutes = deadlineMinutesFor(settings, state.step);
    if (minutes === null) {
      await this.cancel(game.row.id);
      return null;
    }
    const inMs = fromMs ?? minutes * 60_000;
    const next: { kind: 'deadline' | 'reminder'; inMs: number; forVersion: number }[] = [
      { kind: 'deadline', inMs, forVersion: state.version },
    ];
    const reminder = settings.reminderMinutes ?? Math.max(1, Math.round(minutes / 4));
    const remindIn = inMs - reminder * 60_000;
    if (remindIn > 0) next.push({ kind: 'reminder', inMs: remindIn, forVersion: state.version });
    const set = await this.timers.replace(game.row.id, next, this.timerNow());
    return set.find((t) => t.kind === 'deadline')?.dueAt ?? null;
  }

  /** Claims and fires what is due. Returns how many timers fired. */
  async tick(): Promise<number> {
    await this.clock.sync?.();
    await this.repair().catch((e) => (survivable(e) ? log.warn : log.error)('deadline repair failed', { err: e }));
    const claimed = await this.timers.claimDue(this.owner, this.timerNow(), this.leaseMs, this.kinds());
    let fired = 0;
    for (const t of claimed) {
      try {
        if (await this.fire(t)) fired += 1;
      } catch (e) {
        // A lost database leaves the timer claimed: another tick takes it over when its lease runs out.
        (survivable(e) ? log.warn : log.error)('timer failed', { err: e, timer: t.id, game: t.gameId });
      }
    }
    return fired;
  }

  /**
   * A process killed between a commit and its timers (or between `/game deadline set` saving the
   * setting and scheduling) leaves a game whose players owe a move with no deadline running.
   * Each tick gives such games a fresh deadline from now.
   */
  async repair(): Promise<number> {
    let repaired = 0;
    for (const id of await this.timers.gamesMissingDeadline(this.kinds())) {
      const game = await this.table.load(id);
      if (game.row.status !== 'active' || !game.state || game.module.result(game.state)) continue;
      if (deadlineMinutesFor(game.row.settings ?? {}, game.state.step) === null || humansToAct(game).length === 0)
        continue;
      // A commit may have set one meanwhile (replace() serializes per game, so no double either way).
      if ((await this.timers.pending(id)).some((x) => x.kind === 'deadline')) continue;
      await this.schedule(game, game.state);
      repaired += 1;
    }
    return repaired;
  }

  private async fire(t: TimerRow): Promise<boolean> {
    const game = await this.table.load(t.gameId);
    const t_ = this.texts.forLocale('en');
    const ctx = { t: t_, has: (k: string) => this.texts.has(k) };
    if (game.row.status !== 'active' || !game.state) return this.timers.markFired(t.id, this.owner, this.timerNow());
    if (t.kind === 'reminder') {
      // Claimed and marked in one go: a reminder is never sent twice.
      if (!(await this.timers.markFired(t.id, this.owner, this.timerNow(), { onlyIfLive: true }))) return false;
      const owing = humansToAct(game);
      const prefs = await this.prefs.many(owing.map((o) => o.userId));
      const quiet = new Set(prefs.filter((p) => !p.mentions).map((p) => p.userId));
      const deadline = (await this.timers.pending(game.row.id)).find((x) => x.kind === 'deadline');
      if (owing.length === 0) return true;
      const mentions = [...new Set(owing.map((o) => o.userId).filter((u) => !quiet.has(u)))];
      const names = owing.map((o) =>
        quiet.has(o.userId) ? roleLabel(ctx, game.module.slug, o.role) : `<@${o.userId}>`,
      );
      await this.notifier.channel(game.row.channelId, {
        content: t_('deadline.reminder', {
          id: game.row.id,
          who: names.join(', '),
          when: deadline ? relativeTime(deadline.dueAt) : '—',
        }),
        mentions,
      });
      return true;
    }
    const state = game.state;
    const lines: string[] = [];
    let last: ActOutcome | null = null;
    for (const role of game.module.activeRoles(state) as Role[]) {
      const seat = game.seats.find((s) => s.role === role);
      if (!seat || seat.isBot) continue;
      if (game.row.settings?.botOnTimeout) {
        try {
          await this.play.botify(game, role);
        } catch (e) {
          // The seat changed meanwhile (a substitute, a leave): the new holder has the move.
          if (!(e instanceof Refusal)) throw e;
          log.warn('seat not handed to a bot at the deadline', { game: game.row.id, role, err: e });
          continue;
        }
        lines.push(t_('deadline.botified', { role: roleLabel(ctx, game.module.slug, role) }));
        continue;
      }
      const current = await this.table.load(game.row.id);
      if (!current.state || !(game.module.activeRoles(current.state) as Role[]).includes(role)) continue;
      const action = game.module.defaultAction(current.state, role);
      if (action === null) continue;
      try {
        const out = await this.play.act({
          gameId: game.row.id,
          userId: null,
          role,
          action,
          interactionId: `deadline:${t.id}:${role}`,
        });
        lines.push(t_('deadline.defaulted', { role: roleLabel(ctx, game.module.slug, role) }));
        if (!out.duplicate) last = out;
      } catch (e) {
        if (!(e instanceof Refusal || e instanceof IllegalActionError)) throw e;
        log.warn('default action refused at deadline', { game: game.row.id, role, err: e });
      }
    }
    if (!(await this.timers.markFired(t.id, this.owner, this.timerNow()))) return false;
    // A default action that leaves the same seat to act in the same step restarts no clock
    // (afterCommit), and a role whose default was refused still owes a move: without a new
    // deadline such a game would wait forever.
    const after = await this.table.load(game.row.id);
    if (
      after.row.status === 'active' &&
      after.state &&
      !after.row.settings?.paused &&
      !(await this.timers.pending(game.row.id)).some((x) => x.kind === 'deadline') &&
      humansToAct(after).length > 0
    ) {
      await this.schedule(after, after.state);
    }
    if (lines.length)
      await this.notifier.channel(game.row.channelId, {
        content: `${t_('deadline.passed', { id: game.row.id })}\n${lines.join('\n')}`,
      });
    // What the defaults led to (a phase adjudicated, the next player to move) goes to the channel too.
    const post = last
      ? await this.present(last).catch((e: unknown) => {
          log.warn('could not present a deadline outcome', { err: e });
          return null;
        })
      : null;
    if (post) await this.notifier.channel(game.row.channelId, post);
    return true;
  }
}
