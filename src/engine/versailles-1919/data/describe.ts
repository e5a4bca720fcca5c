// Our own short wording of an event half, built from its effects (en and it), so the text on a card
// and the code that runs it cannot drift apart.
import type { Effect, RegionRef, TokenKind } from './types.js';

type Lang = 'en' | 'it';
const REGION: Record<Lang, Record<RegionRef, string>> = {
  en: {
    europe: 'Europe',
    balkans: 'Balkans',
    middle_east: 'Middle East',
    pacific: 'Pacific',
    africa: 'Africa',
    highest: 'the region(s) with the highest unrest',
    settled: "the settled Issue's region",
    random: 'a random region',
    any: 'any region',
  },
  it: {
    europe: 'Europa',
    balkans: 'Balcani',
    middle_east: 'Medio Oriente',
    pacific: 'Pacifico',
    africa: 'Africa',
    highest: 'la/le regione/i con più Malcontento',
    settled: 'la regione della Questione risolta',
    random: 'una regione a caso',
    any: 'una regione a scelta',
  },
};
const TOKEN: Record<Lang, Record<TokenKind, string>> = {
  en: {
    self_determination: 'Self-Determination',
    german_containment: 'German Containment',
    german_reparations: 'German Reparations',
    industrial_growth: 'Industrial Growth',
    bolshevik_containment: 'Bolshevik Containment',
    naval: 'Naval',
    empire: 'Empire',
  },
  it: {
    self_determination: 'Autodeterminazione',
    german_containment: 'Contenimento',
    german_reparations: 'Economia Tedesca',
    industrial_growth: 'Industria',
    bolshevik_containment: 'Anti-Bolscevismo',
    naval: 'Flotta',
    empire: 'Impero',
  },
};
const sign = (n: number) => (n > 0 ? `+${n}` : `${n}`);

function one(e: Effect, l: Lang): string {
  const en = l === 'en';
  const R = REGION[l];
  switch (e.do) {
    case 'check': {
      let s = en ? `Unrest check in ${R[e.region]}` : `Controllo per l'insurrezione in ${R[e.region]}`;
      if (e.drm) s += ` (${en ? 'die' : 'dado'} ${sign(e.drm)})`;
      if (e.drmPerToken)
        s += en
          ? ` (die ±1 per ${TOKEN.en[e.drmPerToken]} token, your sign)`
          : ` (dado ±1 per segnalino ${TOKEN.it[e.drmPerToken]}, segno a scelta)`;
      if (e.ifNone)
        s += en ? `; if no insurrection: ${many(e.ifNone, l)}` : `; se nessuna insurrezione: ${many(e.ifNone, l)}`;
      if (e.ifNoUnsettle)
        s += en
          ? '; if no Issue is unsettled: +1 unrest there'
          : '; se nessuna Questione diventa Non Sistemata: +1 Malcontento lì';
      return s;
    }
    case 'unrest':
      return e.perToken
        ? en
          ? `${sign(e.delta)} unrest in ${R[e.region]} per ${TOKEN.en[e.perToken]} token`
          : `${sign(e.delta)} Malcontento in ${R[e.region]} per segnalino ${TOKEN.it[e.perToken]}`
        : en
          ? `${sign(e.delta)} unrest in ${R[e.region]}`
          : `${sign(e.delta)} Malcontento in ${R[e.region]}`;
    case 'unrest_repeat_last':
      return en
        ? '+1 unrest in each region the settled Issue raised'
        : '+1 Malcontento in ogni regione aumentata dalla Questione risolta';
    case 'keg':
      return en
        ? `${e.delta > 0 ? 'add' : 'remove'} a powder keg in ${R[e.region]}`
        : `${e.delta > 0 ? 'aggiungi' : 'togli'} un Barile di Polvere in ${R[e.region]}`;
    case 'happiness': {
      const who = {
        you: en ? 'you' : 'tu',
        controller: en ? "the settled Issue's controller" : 'chi controlla la Questione risolta',
        target: en ? 'they' : 'quel giocatore',
      }[e.who];
      return en ? `${who}: ${sign(e.delta)} happiness` : `${who}: ${sign(e.delta)} felicità`;
    }
    case 'happiness_per_unit':
      return en
        ? `each player ${sign(e.delta)} happiness per deployed unit`
        : `ogni giocatore ${sign(e.delta)} felicità per unità schierata`;
    case 'exhaust': {
      const who = {
        you: en ? 'you' : 'tu',
        target: en ? 'they' : 'quel giocatore',
        lowest_happiness: en ? 'the least happy player(s)' : 'il/i giocatore/i meno felice/i',
        most_issues: en ? 'the player(s) with most Issues' : 'il/i giocatore/i con più Questioni',
      }[e.who];
      return en ? `${who} exhaust ${e.amount} influence` : `${who}: esaurisce ${e.amount} influenza`;
    }
    case 'recover':
      return e.perToken
        ? en
          ? `recover ${e.amount} influence per ${TOKEN.en[e.perToken]} token`
          : `recupera ${e.amount} influenza per segnalino ${TOKEN.it[e.perToken]}`
        : en
          ? `recover ${e.amount} influence`
          : `recupera ${e.amount} influenza`;
    case 'pay':
      return en ? `exhaust ${e.amount} influence` : `esaurisci ${e.amount} influenza`;
    case 'all_deployed_to_exhausted':
      return en ? 'all deployed units become exhausted' : 'tutte le unità schierate vengono esaurite';
    case 'one_deployed_to_exhausted':
      return en ? 'exhaust one of your deployed units' : 'esaurisce una propria unità schierata';
    case 'may_unit_to_available':
      return en ? 'may return one deployed or exhausted unit' : 'può riprendere una unità schierata o esaurita';
    case 'deploy_action':
      return en ? 'take a deploy action' : 'esegui uno schieramento';
    case 'demobilize_action':
      return en ? 'demobilize a unit' : 'smobilita una unità';
    case 'unsettle':
      return en
        ? `reopen a settled ${e.categories.join(' or ')} Issue`
        : `rendi Non Sistemata una Questione ${e.categories.map((c) => (c === 'league' ? 'Lega' : 'Riparazioni')).join(' o ')}`;
    case 'clear_waiting_issue':
      return en
        ? 'all influence on one Waiting Room Issue goes back to its owners'
        : "tutta l'influenza su una Questione in Sala d'Attesa torna ai proprietari";
    case 'choose_player':
      return en ? 'choose a player' : 'scegli un giocatore';
    case 'choose_two_regions':
      return en ? 'choose two regions' : 'scegli due regioni';
    case 'unrest_chosen_regions':
      return en ? `${sign(e.delta)} unrest in both` : `${sign(e.delta)} Malcontento in entrambe`;
    case 'either':
      return e.branches.map((b) => many(b, l)).join(en ? ' OR ' : ' OPPURE ');
    case 'optional':
      return (en ? 'Optional: ' : 'Facoltativo: ') + many(e.effects, l);
    case 'each':
      return (
        (e.order === 'ending_with_you'
          ? en
            ? 'each player, ending with you: '
            : 'ogni giocatore, finendo con te: '
          : en
            ? 'each player, starting with you: '
            : 'ogni giocatore, iniziando da te: ') + many(e.effects, l)
      );
    case 'if_no_token_in_region':
      return en
        ? `if no ${TOKEN.en[e.token]} token is on a settled ${R[e.region]} Issue: ${many(e.effects, l)}`
        : `se nessun segnalino ${TOKEN.it[e.token]} è su una Questione risolta di ${R[e.region]}: ${many(e.effects, l)}`;
  }
}

function many(list: readonly Effect[], l: Lang): string {
  return list.map((e) => one(e, l)).join('; ');
}

export function describeEffects(list: readonly Effect[], lang: Lang): string {
  const s = many(list, lang);
  return s.charAt(0).toUpperCase() + s.slice(1);
}
