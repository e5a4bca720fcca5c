import { parseOrders, parseOrder } from './src/engine/diplomacy/parser.js';
import { STARTING_UNITS } from './src/engine/diplomacy/data/map.js';
const vocab = ['a','f','the','to','-','->','lon','nth','nor','tyr','liv','S','C','H','.',',',':','(',')','/','nc','costa','nord','della','spagna','via','convoy','con','trasporto','england',':','1','2)','and','e','build','waive','remove','sta','ferma','va','nel','sostiene','che','in','place','hold','eng','english','turca','army','fleet','esercito','st','s','pietroburgo','spa','sc','→','—','x','?','!','"'];
let seed = 1; const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const t0 = Date.now(); let n = 0, oks = 0;
for (let k = 0; k < 20000; k++) {
  const len = 1 + Math.floor(rnd() * 10);
  const s = Array.from({ length: len }, () => vocab[Math.floor(rnd() * vocab.length)]).join(rnd() < 0.5 ? ' ' : '');
  for (const ph of ['movement','retreat','adjustment'] as const) {
    try {
    const rs = parseOrders(s, { units: STARTING_UNITS, power: 'england', phase: ph });
    parseOrder(s);
    n++; oks += rs.filter(r => r.ok).length;
    } catch (e) { console.log('THROW', JSON.stringify(s), e); process.exit(1); }
  }
}
console.log('ok', n, oks, Date.now() - t0, 'ms');
