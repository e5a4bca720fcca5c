/**
 * The load driver and the checks behind `npm run soak` and the reliability tests.
 *
 * Simulated players drive the one command router (`app.router.handle`) the way Discord would: they
 * open tables (`/game new`, `/game join`, `/game start`), ask autocomplete for their legal moves,
 * play them through `/play` or the action menu, and mix in illegal input (random JSON, stale values,
 * another seat's move, resent interactions). Every request is journaled on the client side: sent,
 * then accepted or refused. Afterwards the database is checked against the journal.
 *
 * "Accepted" is what the player saw: a public turn reply. A request whose commit happened but whose
 * reply never came (the process died in between) is allowed in the log once; an accepted one must be
 * there exactly once, a refused one never.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { createApp, type App } from '../../app.js';
import type { Clock } from '../../bot/scheduler.js';
import type { Reply, Request, Response } from '../../bot/types.js';
import type { Db } from '../../db/client.js';
import { timers as timersTable } from '../../db/schema/index.js';
import type { AnyGameModule, BaseState, Role } from '../../engine/core/types.js';
import { GAMES } from '../../engine/games.js';

// ---------------------------------------------------------------------------------------------
// Small seeded randomness for the driver (the engines have their own).

export class Rand {
  private s: number;
  constructor(seed: string) {
    let h = 2166136261;
    for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
    this.s = h >>> 0 || 1;
  }
  next(): number {
    // mulberry32
    let t = (this.s = (this.s + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(xs: readonly T[]): T {
    return xs[this.int(xs.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

/** A clock that runs `speed` times faster than real time, the same in every process of one run. */
export function fastClock(baseMs: number, realStartMs: number, speed: number): Clock & { freeze(): void } {
  let frozen: number | null = null;
  return {
    now: () => new Date(frozen ?? baseMs + (Date.now() - realStartMs) * speed),
    // At the end of a run: with deadlines of seconds, a running clock never lets the timers settle.
    freeze() {
      frozen = baseMs + (Date.now() - realStartMs) * speed;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Journal: what the clients sent and what they were told.

export type JournalLine =
  | { t: 'S'; iid: string; game: string; op: string; req?: Request }
  | { t: 'A'; iid: string; game: string; op: string }
  | { t: 'R'; iid: string; game: string; op: string; key: string }
  | { t: 'N'; channel: string; kind: 'reminder' | 'deadline' | 'other'; game: string | null };

export interface Journal {
  write(line: JournalLine): void;
}

export class MemoryJournal implements Journal {
  readonly lines: JournalLine[] = [];
  write(line: JournalLine) {
    this.lines.push(line);
  }
}

/** Appends one JSON line per event with a plain write(2): a SIGKILL loses nothing already written. */
export class FileJournal implements Journal {
  constructor(readonly path: string) {}
  write(line: JournalLine) {
    appendFileSync(this.path, `${JSON.stringify(line)}\n`);
  }
  static read(path: string): JournalLine[] {
    let text = '';
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      return [];
    }
    // The last line may be cut by a kill mid-write.
    return text
      .split('\n')
      .filter(Boolean)
      .flatMap((l) => {
        try {
          return [JSON.parse(l) as JournalLine];
        } catch {
          return [];
        }
      });
  }
}

/** A notifier that journals channel posts (reminders and deadline results). */
export function journalNotifier(journal: Journal) {
  return {
    channel: async (channelId: string, reply: Reply) => {
      const text = reply.content ?? '';
      const game = /`([a-z0-9]+)`/.exec(text)?.[1] ?? null;
      const kind = text.startsWith('Reminder for')
        ? 'reminder'
        : text.startsWith('The deadline of')
          ? 'deadline'
          : 'other';
      journal.write({ t: 'N', channel: channelId, kind, game });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The load.

export interface LoadOptions {
  /** Concurrent tables (games at a time). */
  games: number;
  players: number;
  /** Stop after this many accepted moves (all players together). */
  actions: number;
  /** Stop after this many seconds. */
  seconds: number;
  seed: string;
  /** Game kinds to use (default: every registered game). */
  kinds?: string[];
  /** Set deadlines on tables (minutes of the app's clock) and tick the scheduler. */
  deadlineMinutes?: number;
  /** Real milliseconds between scheduler ticks (0: no ticking). */
  tickMs?: number;
  /** Name prefix for interaction ids (a restarted worker uses a new one). */
  iidPrefix?: string;
  /** Pause between a player's requests, real ms (random 0..thinkMs). */
  thinkMs?: number;
  /** Keep each tracked request in the journal (a restarted worker resends the unanswered ones). */
  journalRequests?: boolean;
  /** Stop early (the crash test's worker runs until killed). */
  stop?: () => boolean;
}

export interface OpStats {
  sent: number;
  /** Moves: a public turn reply (the move was made). */
  accepted: number;
  /** Moves: an ephemeral refusal. */
  refused: number;
  /** Reads, lobby and menus: answered (not classified). */
  answered?: number;
  apologies: number;
}

export interface LoadStats {
  requests: number;
  accepted: number;
  refused: number;
  apologies: { op: string; content: string; req: unknown }[];
  thrown: { op: string; err: string }[];
  byOp: Record<string, OpStats>;
  /** Router latency per request, ms. */
  latencies: number[];
  /** Latency of accepted moves only. */
  moveLatencies: number[];
  tablesOpened: number;
  gamesFinished: number;
  ticks: number;
  timersFired: number;
  seconds: number;
}

interface TableState {
  index: number;
  kind: AnyGameModule;
  channelId: string;
  players: string[];
  gameId: string | null;
  /** Players holding seats in the current game. */
  seated: string[];
  opening: Promise<void> | null;
  /** One seated player who never moves by himself (the deadline moves for him). */
  afk: string | null;
}

const GUILD = 'soak-guild';

export class LoadDriver {
  readonly stats: LoadStats = {
    requests: 0,
    accepted: 0,
    refused: 0,
    apologies: [],
    thrown: [],
    byOp: {},
    latencies: [],
    moveLatencies: [],
    tablesOpened: 0,
    gamesFinished: 0,
    ticks: 0,
    timersFired: 0,
    seconds: 0,
  };
  private seq = 0;
  private readonly tables: TableState[] = [];
  private readonly rand: Rand;
  private readonly apology: string;
  private readonly accepted: Request[] = [];
  /** Last autocomplete values seen per game (for stale and wrong-seat attempts). */
  private readonly seenValues = new Map<string, string[]>();
  private readonly started = Date.now();

  /** Several app instances (as several shards would be): each request goes to one at random. */
  readonly apps: App[];
  readonly app: App;
  readonly servedBy: number[];
  readonly firedBy: number[];

  constructor(
    app: App | App[],
    readonly opts: LoadOptions,
    readonly journal: Journal = new MemoryJournal(),
  ) {
    this.apps = Array.isArray(app) ? app : [app];
    this.app = this.apps[0]!;
    this.servedBy = this.apps.map(() => 0);
    this.firedBy = this.apps.map(() => 0);
    this.rand = new Rand(opts.seed);
    this.apology = this.app.services.texts.forLocale('en')('error.generic');
    const kinds = (opts.kinds ?? GAMES.map((g) => g.slug)).map((k) => this.app.services.registry.require(k));
    for (let t = 0; t < opts.games; t++) {
      this.tables.push({
        index: t,
        kind: kinds[t % kinds.length]!,
        channelId: `soak-ch-${t}`,
        players: [],
        gameId: null,
        seated: [],
        opening: null,
        afk: null,
      });
    }
    for (let p = 0; p < opts.players; p++) this.tables[p % opts.games]!.players.push(`player-${p}`);
  }

  private done(): boolean {
    return (
      this.stats.accepted >= this.opts.actions ||
      Date.now() - this.started >= this.opts.seconds * 1000 ||
      (this.opts.stop?.() ?? false)
    );
  }

  private nextId(): string {
    return `${this.opts.iidPrefix ?? 'soak'}-${++this.seq}`;
  }

  request(user: string, partial: Partial<Request>, channelId: string): Request {
    return {
      kind: 'command',
      id: this.nextId(),
      options: {},
      user: { id: user, name: user },
      locale: this.rand.chance(0.2) ? 'it' : 'en',
      guildId: GUILD,
      channelId,
      ...partial,
    };
  }

  /** Sends one request through the router, journals it and classifies the answer. */
  async send(
    op: string,
    req: Request,
    game: string | null,
    tracked: boolean,
  ): Promise<{ res: Response | null; accepted: boolean }> {
    const s = (this.stats.byOp[op] ??= { sent: 0, accepted: 0, refused: 0, apologies: 0 });
    s.sent += 1;
    this.stats.requests += 1;
    if (tracked)
      this.journal.write({ t: 'S', iid: req.id, game: game ?? '', op, ...(this.opts.journalRequests ? { req } : {}) });
    const t0 = performance.now();
    let res: Response;
    try {
      const i = this.apps.length > 1 ? this.rand.int(this.apps.length) : 0;
      this.servedBy[i]! += 1;
      res = await this.apps[i]!.router.handle(req);
    } catch (e) {
      this.stats.thrown.push({ op, err: e instanceof Error ? `${e.message}\n${e.stack ?? ''}` : String(e) });
      return { res: null, accepted: false };
    }
    const ms = performance.now() - t0;
    this.stats.latencies.push(ms);
    const first = res.replies[0];
    for (const r of res.replies) {
      if (r.content?.includes(this.apology)) {
        s.apologies += 1;
        this.stats.apologies.push({ op, content: r.content, req: { ...req, attachments: undefined } });
      }
    }
    if (req.kind === 'autocomplete') return { res, accepted: false };
    const accepted = !!first && !first.ephemeral;
    if (tracked) {
      if (accepted) {
        this.journal.write({ t: 'A', iid: req.id, game: game ?? '', op });
        this.stats.accepted += 1;
        this.stats.moveLatencies.push(ms);
        s.accepted += 1;
        this.accepted.push(req);
      } else {
        this.journal.write({ t: 'R', iid: req.id, game: game ?? '', op, key: (first?.content ?? '').slice(0, 60) });
        this.stats.refused += 1;
        s.refused += 1;
      }
    } else s.answered = (s.answered ?? 0) + 1;
    return { res, accepted };
  }

  // ---- tables -------------------------------------------------------------------------------

  /** Finds this table's open game after a restart, or opens a new one. */
  private async ensureGame(t: TableState): Promise<void> {
    if (t.opening) return t.opening;
    t.opening = this.openTable(t).finally(() => {
      t.opening = null;
    });
    return t.opening;
  }

  private async openTable(t: TableState): Promise<void> {
    const s = this.app.services;
    const [creator] = t.players;
    if (!creator) return;
    const existing = await s.table.repo.list({ channelId: t.channelId, statuses: ['lobby', 'active'] });
    let gameId = existing[0]?.id ?? null;
    if (gameId && existing[0]!.status === 'lobby') {
      // A worker died mid-lobby: the game master starts it (empty seats become bots).
      await this.send(
        'start',
        this.request(creator, { command: 'game', subcommand: 'start', options: { game: gameId } }, t.channelId),
        gameId,
        false,
      );
    }
    if (!gameId) {
      const m = t.kind;
      const seats = Math.max(m.minPlayers, Math.min(m.maxPlayers, t.players.length));
      const bots = t.index % 5 === 4 && seats > 1 ? 1 : 0;
      const created = await this.send(
        'new',
        this.request(
          creator,
          { command: 'game', subcommand: 'new', options: { game: m.slug, seats, bots } },
          t.channelId,
        ),
        null,
        false,
      );
      const newId = /`([a-z0-9]+)`/.exec(created.res?.replies[0]?.content ?? '')?.[1];
      if (!newId) throw new Error(`table ${t.index}: /game new gave no id: ${JSON.stringify(created.res)}`);
      gameId = newId;
      this.stats.tablesOpened += 1;
      const humans = seats - bots;
      await Promise.all(
        t.players
          .slice(1, humans)
          .map((p) =>
            this.send(
              'join',
              this.request(p, { command: 'game', subcommand: 'join', options: { game: newId } }, t.channelId),
              newId,
              false,
            ),
          ),
      );
      // Someone not the creator nor seated may not start it.
      if (t.players[humans])
        await this.send(
          'start-foreign',
          this.request(
            t.players[humans]!,
            { command: 'game', subcommand: 'start', options: { game: gameId } },
            t.channelId,
          ),
          gameId,
          false,
        );
      await this.send(
        'start',
        this.request(creator, { command: 'game', subcommand: 'start', options: { game: gameId } }, t.channelId),
        gameId,
        false,
      );
      if (this.opts.deadlineMinutes) {
        await this.send(
          'deadline',
          this.request(
            creator,
            {
              command: 'game',
              group: 'deadline',
              subcommand: 'set',
              options: {
                game: gameId,
                minutes: this.opts.deadlineMinutes,
                reminder: Math.max(1, Math.floor(this.opts.deadlineMinutes / 2)),
              },
            },
            t.channelId,
          ),
          gameId,
          false,
        );
      }
    }
    const game = await s.table.load(gameId);
    t.gameId = gameId;
    t.seated = [...new Set(game.seats.filter((x) => x.userId).map((x) => x.userId!))];
    t.afk =
      this.opts.deadlineMinutes && t.index % 3 === 0 && t.seated.length > 1 ? t.seated[t.seated.length - 1]! : null;
  }

  // ---- players ------------------------------------------------------------------------------

  private async autocomplete(t: TableState, user: string, typed = ''): Promise<{ name: string; value: string }[]> {
    const req = this.request(
      user,
      { kind: 'autocomplete', command: 'play', focused: 'action', options: { action: typed, game: t.gameId! } },
      t.channelId,
    );
    const { res } = await this.send('autocomplete', req, t.gameId, false);
    const choices = res?.choices ?? [];
    if (choices.length)
      this.seenValues.set(
        t.gameId!,
        choices.map((c) => c.value),
      );
    return choices;
  }

  private async playValue(op: string, t: TableState, user: string, value: string, gameOpt = true): Promise<boolean> {
    const req = this.request(
      user,
      { command: 'play', options: gameOpt ? { action: value, game: t.gameId! } : { action: value } },
      t.channelId,
    );
    const { accepted } = await this.send(op, req, t.gameId, true);
    return accepted;
  }

  private randomJson(): string {
    const m = this.rand.pick(this.tables).kind;
    const types = ['pass', 'bid', 'play_card', 'move', 'submit_orders', 'end_turn', 'select', m.slug];
    const huge = 'x'.repeat(this.rand.pick([1, 50, 900]));
    const pick = this.rand.int(9);
    switch (pick) {
      case 0:
        return '{}';
      case 1:
        return `{"type":"${this.rand.pick(types)}"}`;
      case 2:
        return `{"type":"${this.rand.pick(types)}","card":"${huge}","n":${this.rand.int(1e9)}}`;
      case 3:
        return '{"type":';
      case 4:
        return '{"__proto__":{"type":"pass"},"constructor":{"prototype":{"x":1}}}';
      case 5:
        return `{"type":"pass","role":"${this.rand.pick(m.roles(m.optionsSchema.parse({})))}"}`;
      case 6:
        return '{"type":"🎲","territory":"\u0000\u202e"}';
      case 7:
        return `{"type":${JSON.stringify(this.rand.pick(types))},"amount":-1e308}`;
      default:
        return `{"type":"select","${'k'.repeat(30)}":[${Array.from({ length: 50 }, (_, i) => i).join(',')}]}`;
    }
  }

  private async playerTurn(t: TableState, user: string): Promise<void> {
    if (!t.gameId) return;
    const seated = t.seated.includes(user);
    const r = this.rand.next();
    if (seated && user === t.afk) {
      // Only reads: the deadline plays for this seat.
      if (r < 0.3)
        await this.send(
          'status',
          this.request(user, { command: 'game', subcommand: 'status', options: { game: t.gameId } }, t.channelId),
          t.gameId,
          false,
        );
      return;
    }
    if (!seated || r < 0.06) {
      // A spectator (or a player out of turn) tries things that must be refused or are harmless.
      const sub = this.rand.int(6);
      if (sub === 0) {
        const other = this.rand.pick(this.tables);
        const vals = other.gameId ? this.seenValues.get(other.gameId) : undefined;
        if (vals?.length && other.gameId) {
          // Someone else's move value, at a table where this user may have no seat.
          const req = this.request(
            user,
            { command: 'play', options: { action: this.rand.pick(vals), game: other.gameId } },
            other.channelId,
          );
          await this.send('foreign-seat', req, other.gameId, true);
        }
      } else if (sub === 1) await this.playValue('random-json', t, user, this.randomJson());
      else if (sub === 2)
        await this.send(
          'status',
          this.request(user, { command: 'game', subcommand: 'status', options: { game: t.gameId } }, t.channelId),
          t.gameId,
          false,
        );
      else if (sub === 3)
        await this.send(
          'who',
          this.request(user, { command: 'game', subcommand: 'who', options: { game: t.gameId } }, t.channelId),
          t.gameId,
          false,
        );
      // Not the game master (player 0 opens every table): an undo must be refused.
      else if (sub === 4 && user !== t.players[0])
        await this.send(
          'undo-foreign',
          this.request(user, { command: 'game', subcommand: 'undo', options: { game: t.gameId } }, t.channelId),
          t.gameId,
          true,
        );
      else {
        const game = await this.app.services.table.repo.get(t.gameId);
        const v = Math.max(0, (game?.version ?? 1) - this.rand.int(3));
        const roles = t.kind.roles(t.kind.optionsSchema.parse(game?.options ?? {}));
        const req = this.request(
          user,
          {
            kind: 'component',
            customId: `g:${t.gameId}:${v}:pick:${this.rand.pick(roles)}`,
            values: [String(this.rand.int(30))],
          },
          t.channelId,
        );
        await this.send('pick-foreign', req, t.gameId, true);
      }
      return;
    }
    if (r < 0.12) return void (await this.playValue('random-json', t, user, this.randomJson()));
    if (r < 0.16) {
      const vals = this.seenValues.get(t.gameId);
      // A value from an older autocomplete list (probably stale now).
      if (vals?.length)
        await this.playValue(
          'stale-value',
          t,
          user,
          this.rand.pick(vals).replace(/^\d+/, (v) => String(Math.max(0, Number(v) - 1 - this.rand.int(2)))),
        );
      return;
    }
    if (r < 0.19)
      return void (await this.playValue(
        'label-text',
        t,
        user,
        this.rand.pick([
          'pass',
          'PASS',
          'zzz-no-such-move',
          'ä',
          '  ',
          '1.1',
          '-1.-1',
          '9999999999.0',
          'a'.repeat(999),
        ]),
      ));
    if (r < 0.22 && this.accepted.length) {
      // The same interaction again (a client retry): never a second move.
      const again = this.rand.pick(this.accepted.slice(-200));
      const game = String(again.options.game ?? '');
      await this.send('resend', { ...again }, game, true);
      return;
    }
    const choices = await this.autocomplete(
      t,
      user,
      this.rand.chance(0.15) ? this.rand.pick(['a', 'e', 'pass', 'o']) : '',
    );
    if (choices.length === 0) {
      // Not my move: maybe the game is over.
      const row = await this.app.services.table.repo.get(t.gameId);
      if (row && row.status !== 'active') {
        if (row.status === 'finished') this.stats.gamesFinished += 1;
        if (t.gameId === row.id) {
          t.gameId = null;
          await this.ensureGame(t);
        }
      } else await sleep(5 + this.rand.int(20));
      return;
    }
    const choice = this.rand.pick(choices);
    if (r < 0.3) {
      // The action menu: a click, then a pick.
      const menu = await this.send(
        'menu',
        this.request(user, { kind: 'component', customId: `g:${t.gameId}:0:menu` }, t.channelId),
        t.gameId,
        false,
      );
      const select = menu.res?.replies
        .flatMap((x) => x.components ?? [])
        .flat()
        .find((c) => c.type === 'select');
      if (select && select.type === 'select' && select.options.length) {
        const req = this.request(
          user,
          { kind: 'component', customId: select.customId, values: [this.rand.pick(select.options).value] },
          t.channelId,
        );
        await this.send('pick', req, t.gameId, true);
      }
      return;
    }
    if (r < 0.33) {
      // A double click: the same interaction delivered twice at once.
      const req = this.request(
        user,
        { command: 'play', options: { action: choice.value, game: t.gameId } },
        t.channelId,
      );
      await Promise.all([this.send('double', req, t.gameId, true), this.send('double', { ...req }, t.gameId, true)]);
      return;
    }
    await this.playValue('play', t, user, choice.value, !this.rand.chance(0.1));
  }

  private async playerLoop(t: TableState, user: string): Promise<void> {
    const think = this.opts.thinkMs ?? 0;
    while (!this.done()) {
      if (!t.gameId) {
        await this.ensureGame(t);
        continue;
      }
      try {
        await this.playerTurn(t, user);
      } catch (e) {
        this.stats.thrown.push({
          op: 'driver',
          err: e instanceof Error ? `${e.message}\n${e.stack ?? ''}` : String(e),
        });
        await sleep(50);
      }
      if (think) await sleep(this.rand.int(think));
      else await new Promise((r) => setImmediate(r));
    }
  }

  async run(): Promise<LoadStats> {
    // Open the tables a few at a time.
    for (let i = 0; i < this.tables.length; i += 10)
      await Promise.all(this.tables.slice(i, i + 10).map((t) => this.ensureGame(t)));
    let ticking = true;
    // Every instance runs its own scheduler against the shared timers.
    const tickers = this.apps.map(async (app, i) => {
      if (!this.opts.tickMs) return;
      while (ticking) {
        await sleep(this.opts.tickMs);
        try {
          const fired = await app.services.scheduler.tick();
          this.stats.timersFired += fired;
          this.firedBy[i]! += fired;
          this.stats.ticks += 1;
        } catch (e) {
          this.stats.thrown.push({ op: 'tick', err: String(e) });
        }
      }
    });
    await Promise.all(this.tables.flatMap((t) => t.players.map((p) => this.playerLoop(t, p))));
    ticking = false;
    await Promise.all(tickers);
    this.stats.seconds = (Date.now() - this.started) / 1000;
    return this.stats;
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

export function percentile(xs: number[], p: number): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}

// ---------------------------------------------------------------------------------------------
// Checks on the database after a run.

export interface CheckReport {
  games: number;
  activeGames: number;
  finishedGames: number;
  logActions: number;
  acceptedChecked: number;
  /** Committed but never acknowledged (the process died between commit and reply). */
  committedUnacknowledged: number;
  deadlineDefaults: number;
  timersFired: number;
  violations: string[];
}

/**
 * Every game: stored state equals the replay of its log, versions 1..n without gaps, no game stuck.
 * Against the journal: every accepted interaction is in the log exactly once and in its game; no
 * refused one is; every logged interaction was sent by someone.
 */
export async function checkDatabase(
  app: App,
  db: Db,
  journal: JournalLine[],
  opts: { now?: Date; leaseMs?: number } = {},
): Promise<CheckReport> {
  const s = app.services;
  const violations: string[] = [];
  const rows = await db.query.games.findMany();
  const report: CheckReport = {
    games: rows.length,
    activeGames: 0,
    finishedGames: 0,
    logActions: 0,
    acceptedChecked: 0,
    committedUnacknowledged: 0,
    deadlineDefaults: 0,
    timersFired: 0,
    violations,
  };
  const logged = new Map<string, { game: string; count: number }>();
  for (const row of rows) {
    if (row.status === 'active') report.activeGames += 1;
    if (row.status === 'finished') report.finishedGames += 1;
    if (!row.state) continue;
    const actions = await s.table.repo.actions(row.id);
    report.logActions += actions.length;
    actions.forEach((a, i) => {
      if (a.version !== i + 1) violations.push(`game ${row.id}: log version ${a.version} at position ${i + 1}`);
      if (a.interactionId) {
        const l = logged.get(a.interactionId) ?? { game: row.id, count: 0 };
        l.count += 1;
        logged.set(a.interactionId, l);
      }
    });
    if (actions.length && actions[actions.length - 1]!.version !== row.version)
      violations.push(
        `game ${row.id}: stored version ${row.version}, log ends at ${actions[actions.length - 1]!.version}`,
      );
    try {
      const v = await s.admin.verify(row.id);
      if (!v.equal) violations.push(`game ${row.id} (${row.kind}): stored state differs from the replay of its log`);
    } catch (e) {
      violations.push(`game ${row.id} (${row.kind}): replay failed: ${e instanceof Error ? e.message : String(e)}`);
    }
    if (row.status === 'active') {
      const stuck = await stuckReason(app, row.id);
      if (stuck) violations.push(`game ${row.id} (${row.kind}) is stuck: ${stuck}`);
    }
  }
  const sends = new Map<string, number>();
  const replies = new Map<string, number>();
  const acceptedIds = new Map<string, string>();
  const refusedOp = new Map<string, string>();
  for (const l of journal) {
    if (l.t === 'S') sends.set(l.iid, (sends.get(l.iid) ?? 0) + 1);
    if (l.t === 'A') acceptedIds.set(l.iid, l.game);
    if (l.t === 'R') refusedOp.set(l.iid, l.op);
    if (l.t === 'A' || l.t === 'R') replies.set(l.iid, (replies.get(l.iid) ?? 0) + 1);
  }
  for (const [iid, game] of acceptedIds) {
    report.acceptedChecked += 1;
    const l = logged.get(iid);
    if (!l) violations.push(`accepted interaction ${iid} is missing from the log`);
    else if (l.count !== 1) violations.push(`accepted interaction ${iid} is in the log ${l.count} times`);
    else if (game && l.game !== game)
      violations.push(`accepted interaction ${iid} logged in game ${l.game}, sent to ${game}`);
  }
  for (const [iid, l] of logged) {
    if (iid.startsWith('deadline:')) {
      report.deadlineDefaults += 1;
      continue;
    }
    if (l.count !== 1) violations.push(`interaction ${iid} is in the log ${l.count} times`);
    if (acceptedIds.has(iid)) continue;
    const sentN = sends.get(iid) ?? 0;
    if (sentN === 0) violations.push(`logged interaction ${iid} was never sent`);
    // Every copy was answered with a refusal, yet the game changed.
    else if ((replies.get(iid) ?? 0) >= sentN)
      violations.push(`refused interaction ${iid} (${refusedOp.get(iid)}) changed game ${l.game}`);
    // Sent, committed, and the process died before the reply.
    else report.committedUnacknowledged += 1;
  }
  // Deadline defaults name a timer that exists and fired (or is being fired by a live process).
  const allTimers = await db.select().from(timersTable);
  const byId = new Map(allTimers.map((t) => [t.id, t]));
  for (const [iid] of logged) {
    const m = /^deadline:(\d+):/.exec(iid);
    if (!m) continue;
    const t = byId.get(Number(m[1]));
    if (!t) violations.push(`default action ${iid} names no timer`);
    else if (t.kind !== 'deadline') violations.push(`default action ${iid} came from a ${t.kind}`);
  }
  report.timersFired = allTimers.filter((t) => t.firedAt).length;
  // A game has at most one deadline (and one reminder) pending.
  const pendingPer = new Map<string, number>();
  for (const t of allTimers)
    if (!t.firedAt && !t.cancelledAt)
      pendingPer.set(`${t.gameId}/${t.kind}`, (pendingPer.get(`${t.gameId}/${t.kind}`) ?? 0) + 1);
  for (const [k, n] of pendingPer) if (n > 1) violations.push(`${n} pending timers for ${k}`);
  if (opts.now) {
    // Nothing due (and past any lease) is left unfired.
    const limit = opts.now.getTime() - (opts.leaseMs ?? 0);
    const gamesById = new Map(rows.map((r) => [r.id, r]));
    for (const t of allTimers) {
      if (t.firedAt || t.cancelledAt) continue;
      if (gamesById.get(t.gameId)?.status !== 'active') continue;
      if (t.dueAt.getTime() <= limit)
        violations.push(`timer ${t.id} (${t.kind}, game ${t.gameId}) due ${t.dueAt.toISOString()} never fired`);
    }
  }
  return report;
}

/** Why nobody can move an active game, or null when someone can. */
export async function stuckReason(app: App, gameId: string): Promise<string | null> {
  const game = await app.services.table.load(gameId);
  if (!game.state) return 'no state';
  const state = game.state as BaseState;
  if (game.module.result(state)) return 'over but still active';
  const active = game.module.activeRoles(state) as Role[];
  if (active.length === 0) return 'nobody is active and there is no result';
  const seatOf = new Map(game.seats.map((x) => [x.role, x]));
  const settings = game.row.settings ?? {};
  if (settings.deadlineMinutes && !settings.paused) {
    const pending = await app.services.timers.pending(gameId);
    const humanOwes = active.some((r) => seatOf.get(r)?.userId);
    if (humanOwes && !pending.some((t) => t.kind === 'deadline'))
      return 'a player owes a move and the game has deadlines, but no deadline is pending';
  }
  const humanWithMove = active.some(
    (r) => seatOf.get(r)?.userId && (game.module.legalActions(state, r) as unknown[]).length > 0,
  );
  if (humanWithMove) return null;
  const botActive = active.filter((r) => seatOf.get(r)?.isBot);
  if (botActive.length) return `bot seat(s) ${botActive.join(', ')} owe a move nobody will trigger`;
  return `active roles ${active.join(', ')} have no seat holder (seats: ${game.seats.map((x) => x.role).join(', ')})`;
}

// ---------------------------------------------------------------------------------------------

export function summary(stats: LoadStats, check: CheckReport | null, extra: Record<string, unknown> = {}) {
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    ...extra,
    seconds: round(stats.seconds),
    requests: stats.requests,
    accepted: stats.accepted,
    refused: stats.refused,
    acceptedPerSecond: round(stats.accepted / Math.max(0.001, stats.seconds)),
    latencyMs: {
      p50: round(percentile(stats.latencies, 50)),
      p95: round(percentile(stats.latencies, 95)),
      p99: round(percentile(stats.latencies, 99)),
      max: round(Math.max(0, ...stats.latencies)),
    },
    moveLatencyMs: {
      p50: round(percentile(stats.moveLatencies, 50)),
      p95: round(percentile(stats.moveLatencies, 95)),
      p99: round(percentile(stats.moveLatencies, 99)),
    },
    tablesOpened: stats.tablesOpened,
    gamesFinished: stats.gamesFinished,
    timersFired: stats.timersFired,
    byOp: stats.byOp,
    apologies: stats.apologies.length,
    thrown: stats.thrown.length,
    errors: [
      ...stats.apologies.slice(0, 5).map((a) => `${a.op}: ${JSON.stringify(a.req).slice(0, 300)}`),
      ...stats.thrown.slice(0, 5).map((t) => `${t.op}: ${t.err.slice(0, 500)}`),
    ],
    check,
  };
}

export { createApp };
