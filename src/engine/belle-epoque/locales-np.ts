/** Chapter 13 texts (Non-Player Powers), merged into the module's locales by index.ts. */
export const npEn = {
  log: {
    np_turn: '{{power}} (non-player) takes its Action Phase of Turn {{turn}}.',
    np_roll_row: '{{power}} (non-player) rolls {{die}}: row {{die}} of its Diplomatic Missions table.',
    np_roll_reroll_column: '{{power}} (non-player) holds both territories of column {{column}} and rerolls: {{die}}.',
    np_roll_row_extra: '{{power}} (non-player) rolls {{die}}: the row for one more cube.',
    np_roll_last_column: '{{power}} (non-player) rolls {{die}} for the territory of the last column.',
    np_roll_draw_card: '{{power}} (non-player) draws card {{die}} of {{of}} from its hand.',
    np_roll_big_stick: '{{power}} (non-player) rolls {{die}}: even Micronesia, odd Melanesia.',
    np_roll_political_scandal: '{{power}} (non-player) rolls {{die}}: even loses Prestige, odd an Embassies cube.',
    np_roll_ottoman_keep: '{{power}} (non-player) rolls {{die}} to keep one of two Intrigue cards.',
    np_roll_dispute: '{{power}} (non-player) rolls {{die}} as attacker.',
    np_roll_dispute_defence: '{{power}} rolls {{die}} in defence.',
    np_roll_reroll: '{{power}} (non-player) uses Change of Strategy and rolls {{die}}.',
    np_tie_roll: '{{power}} (non-player) breaks a tie with a {{die}}: {{chosen}} (among {{among}}).',
    np_cube_removed: '{{power}} (non-player) removes one {{victim}} cube from {{territory}} (space {{space}}).',
    np_cube_replaced:
      '{{power}} (non-player) replaces one {{victim}} cube in {{territory}} (space {{space}}) with its own.',
    np_minor_placed: '{{power}} (non-player) places one {{owner}} cube in {{territory}} (space {{space}}).',
    np_money_lost: '{{power}} (non-player) makes {{victim}} lose £{{amount}}.',
    np_sabotage: '{{power}} (non-player) sabotages {{victim}} this turn.',
    np_card_taken: '{{power}} (non-player) takes an Intrigue card from {{victim}}.',
    np_embassies_lost: '{{power}} (non-player) makes {{victim}} return {{n}} Embassies cubes.',
    np_card_no_effect: '{{power}} (non-player): {{half}} has no effect.',
    np_no_card: '{{power}} (non-player) has no card to play.',
    np_lock: '{{power}} (non-player) closes {{territory}} to the others for Turn {{turn}}.',
    np_fleet: '{{power}} (non-player) builds a Fleet (track {{track}}).',
    np_armament_flagged: '{{power}} (non-player) sets an Armament cube aside to sell.',
    np_armament_discarded: '{{power}} (non-player) finds no territory for its Armament cube and discards it.',
    np_cube_unplaced: '{{power}} (non-player) could not place a DM cube.',
    np_debt_paid: '{{power}} (non-player) sends {{n}} DM cubes fewer: it owed them to its Embassies.',
    np_dispute_bonus: '{{power}} (non-player): Arsenal Bonus {{arsenal}}, Disputes {{disputes}}: +{{bonus}} in each.',
    solo_power_dealt: 'Solo game: you play {{power}}.',
  },
  level: {
    overwhelming_victory: 'Overwhelming victory',
    significant_victory: 'Significant victory',
    minor_victory: 'Minor victory',
    marginal_defeat: 'Marginal defeat',
    overwhelming_defeat: 'Overwhelming defeat',
  },
};

export const npIt: typeof npEn = {
  log: {
    np_turn: '{{power}} (non giocante) svolge la sua Fase Azioni del Turno {{turn}}.',
    np_roll_row: '{{power}} (non giocante) tira {{die}}: riga {{die}} della sua tabella delle Missioni Diplomatiche.',
    np_roll_reroll_column:
      '{{power}} (non giocante) ha già entrambi i territori della colonna {{column}} e ritira: {{die}}.',
    np_roll_row_extra: '{{power}} (non giocante) tira {{die}}: la riga per un altro cubo.',
    np_roll_last_column: "{{power}} (non giocante) tira {{die}} per il territorio dell'ultima colonna.",
    np_roll_draw_card: '{{power}} (non giocante) pesca la carta {{die}} di {{of}} dalla sua mano.',
    np_roll_big_stick: '{{power}} (non giocante) tira {{die}}: pari Micronesia, dispari Melanesia.',
    np_roll_political_scandal:
      '{{power}} (non giocante) tira {{die}}: pari perde Prestigio, dispari un cubo delle Ambasciate.',
    np_roll_ottoman_keep: '{{power}} (non giocante) tira {{die}} per tenere una delle due carte Intrigo.',
    np_roll_dispute: '{{power}} (non giocante) tira {{die}} in attacco.',
    np_roll_dispute_defence: '{{power}} tira {{die}} in difesa.',
    np_roll_reroll: '{{power}} (non giocante) usa Cambio di Strategia e tira {{die}}.',
    np_tie_roll: '{{power}} (non giocante) spareggia con un {{die}}: {{chosen}} (tra {{among}}).',
    np_cube_removed: '{{power}} (non giocante) toglie un cubo di {{victim}} da {{territory}} (spazio {{space}}).',
    np_cube_replaced:
      '{{power}} (non giocante) sostituisce con un suo cubo un cubo di {{victim}} in {{territory}} (spazio {{space}}).',
    np_minor_placed: '{{power}} (non giocante) mette un cubo di {{owner}} in {{territory}} (spazio {{space}}).',
    np_money_lost: '{{power}} (non giocante) fa perdere £{{amount}} a {{victim}}.',
    np_sabotage: '{{power}} (non giocante) sabota {{victim}} per questo turno.',
    np_card_taken: '{{power}} (non giocante) prende una carta Intrigo a {{victim}}.',
    np_embassies_lost: '{{power}} (non giocante) fa rendere {{n}} cubi delle Ambasciate a {{victim}}.',
    np_card_no_effect: '{{power}} (non giocante): {{half}} non ha effetto.',
    np_no_card: '{{power}} (non giocante) non ha carte da giocare.',
    np_lock: '{{power}} (non giocante) chiude {{territory}} agli altri per il Turno {{turn}}.',
    np_fleet: '{{power}} (non giocante) costruisce una Flotta (tracciato {{track}}).',
    np_armament_flagged: '{{power}} (non giocante) mette da parte un cubo Armamenti da vendere.',
    np_armament_discarded: '{{power}} (non giocante) non trova un territorio per il suo cubo Armamenti e lo scarta.',
    np_cube_unplaced: '{{power}} (non giocante) non ha potuto piazzare un cubo MD.',
    np_debt_paid: '{{power}} (non giocante) invia {{n}} cubi MD in meno: li doveva alle sue Ambasciate.',
    np_dispute_bonus:
      '{{power}} (non giocante): Bonus Arsenale {{arsenal}}, Contese {{disputes}}: +{{bonus}} in ciascuna.',
    solo_power_dealt: 'Partita in solitario: giochi con {{power}}.',
  },
  level: {
    overwhelming_victory: 'Vittoria schiacciante',
    significant_victory: 'Vittoria significativa',
    minor_victory: 'Vittoria minore',
    marginal_defeat: 'Sconfitta marginale',
    overwhelming_defeat: 'Sconfitta schiacciante',
  },
};

type Tree = { [k: string]: string | Tree };
/** Merges the chapter 13 keys into a base locale tree (base keys win on a clash). */
export function withNpLocales<T extends object>(base: T, np: Tree): T {
  const out = { ...(base as Record<string, unknown>) };
  for (const [k, v] of Object.entries(np)) {
    const b = out[k];
    out[k] = typeof v === 'object' && b && typeof b === 'object' ? { ...v, ...(b as object) } : (b ?? v);
  }
  return out as T;
}
