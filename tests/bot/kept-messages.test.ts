/**
 * Private messages kept for a player whose DMs are closed (issue #16): they used to be taken by the
 * next interaction even when its answer was a modal (`/dip orders`), which Discord shows alone, so
 * they were lost. Now a modal leaves them kept, and the modal's submission delivers them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import type { ChatCommand } from '../../src/bot/command.js';
import { Router } from '../../src/bot/router.js';
import type { Request } from '../../src/bot/types.js';
import type { DbHandle } from '../../src/db/client.js';
import { memoryDb } from '../../src/dev/db.js';

/** A command whose answer is a modal, like `/dip orders` without text. */
const modalCommand: ChatCommand = {
  data: { name: 'write', description: 'opens a modal' },
  prefixes: ['w'],
  instant: true,
  async execute() {
    return {
      replies: [],
      modal: { customId: 'w:1', title: 'Orders', fields: [{ customId: 'text', label: 'Orders', style: 'paragraph' }] },
    };
  },
  async modal() {
    return { replies: [{ content: 'saved', ephemeral: true }] };
  },
};

describe('kept private messages and modals', () => {
  let h: DbHandle;
  let app: App;
  let router: Router;
  beforeAll(async () => {
    h = await memoryDb();
    app = createApp({ db: h.db, images: false });
    router = new Router([modalCommand], app.services);
  });
  afterAll(() => h.close());

  const base = { user: { id: 'zoe', name: 'zoe' }, locale: 'en', guildId: 'g1', channelId: 'table', options: {} };

  it('a modal answer leaves them kept; the modal submission delivers them', async () => {
    await app.services.prefs.keepPending('zoe', 'Your hand: Entente Cordiale');
    const opened = await router.handle({ ...base, kind: 'command', id: 'k1', command: 'write' } as Request);
    expect(opened.modal?.customId).toBe('w:1');
    expect(opened.replies, 'nothing rides along with a modal (Discord would drop it)').toEqual([]);
    const submitted = await router.handle({
      ...base,
      kind: 'modal',
      id: 'k2',
      customId: 'w:1',
      fields: { text: 'A PAR H' },
    } as Request);
    expect(submitted.replies.map((r) => r.content)).toEqual(['saved', 'Your hand: Entente Cordiale']);
    expect(submitted.replies[1]!.ephemeral).toBe(true);
    expect(await app.services.prefs.takePending('zoe'), 'delivered once').toBeNull();
  });
});
