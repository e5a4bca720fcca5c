// The bot's plan, as a player would describe it: hold the capital, besiege what wins, buy alliances
// when the odds pay, march home when the capital is threatened.
import { describe, expect, it } from 'vitest';
import { botStream } from '../../../src/engine/core/index.js';
import { GA, L, army, given, legal, m, type S } from './helpers.js';

function botMove(s: S, role: 'loyalists' | 'grand-alliance') {
  return m.bot(m.view(s, role), role, legal(s, role), botStream('bot-test', role, s.version));
}

describe('bot', () => {
  it('keeps its only army in Paris instead of marching off', () => {
    const s = given({ turn: 8, active: L });
    army(s, 'keeper', 'PARIS', 'FRANCE', 6, 'VILLARS');
    army(s, 'field', 'LILLE', 'FRANCE', 6, 'BOUFFLERS');
    const a = botMove(s, L);
    expect(a.type === 'move' && a.army === 'keeper').toBe(false);
  });

  it('besieges or storms an objective town within reach rather than a lesser one', () => {
    const s = given({ turn: 8, active: GA });
    army(s, 'du', 'MAASTRICHT', 'NEDERLAND', 6, 'OUWERKERK');
    const a = botMove(s, GA);
    expect(a.type).toBe('move');
    expect(['BRUSSEL', 'LUXEMBURG', 'MILANO', 'MUENCHEN', 'MANTOVA']).toContain((a as { to: string }).to);
    expect(['siege', 'storm']).toContain((a as { then: string }).then);
  });

  it('buys an alliance when there is nothing better to do and the odds pay', () => {
    const s = given({ turn: 8, active: GA, rp: 12 });
    const a = botMove(s, GA);
    expect(a.type).toBe('diplomacy');
  });

  it('attacks an enemy army standing next to its capital', () => {
    const s = given({ turn: 8, active: L });
    army(s, 'keeper', 'PARIS', 'FRANCE', 6, 'VILLARS');
    army(s, 'relief', 'VALENCIENNES', 'FRANCE', 6, 'VENDOME');
    army(s, 'enemy', 'REIMS', 'HABSBURG', 4, 'DAUN');
    s.towns.REIMS!.holder = GA;
    const a = botMove(s, L);
    expect(a.type === 'attack' || a.type === 'attack_two').toBe(true);
    expect((a as { target: string }).target).toBe('enemy');
  });

  it('counts only a field army as the keeper of Paris, not a few brigades shut inside its walls', () => {
    const s = given({ turn: 8, active: L });
    army(s, 'keeper', 'PARIS', 'FRANCE', 6, 'VILLARS');
    army(s, 'walls', 'PARIS', 'FRANCE', 1, null);
    s.armies.walls!.inside = true;
    const a = botMove(s, L);
    expect(a.type === 'move' && a.army === 'keeper').toBe(false);
  });

  it('marches toward Paris when more enemy strength gathers three roads away than guards it', () => {
    const s = given({ turn: 8, active: L });
    army(s, 'guard', 'PARIS', 'FRANCE', 3, 'BOUFFLERS'); // with a general: a leaderless one would first be given one
    army(s, 'home', 'BESANCON', 'FRANCE', 6, 'VILLARS');
    army(s, 'e1', 'MONS', 'HABSBURG', 6, 'EUGENE');
    army(s, 'e2', 'MONS', 'NEDERLAND', 6, 'OUWERKERK');
    s.towns.MONS!.holder = GA;
    const a = botMove(s, L);
    expect(a).toMatchObject({ type: 'move', army: 'home' });
    expect(['PARIS', 'DIJON', 'REIMS']).toContain((a as { to: string }).to);
  });

  it('relieves a besieged Paris: attacks the besieger even at poor odds', () => {
    const s = given({ turn: 8, active: L });
    army(s, 'relief', 'REIMS', 'FRANCE', 4, 'VILLARS');
    army(s, 'besieger', 'PARIS', 'HABSBURG', 6, 'EUGENE');
    s.sieges.PARIS = { side: GA, declaredTurn: 7, needed: 2 };
    const a = botMove(s, L);
    expect(a.type === 'attack' || a.type === 'attack_two').toBe(true);
    expect((a as { target: string }).target).toBe('besieger');
  });
});
