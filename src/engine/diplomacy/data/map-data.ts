/**
 * The standard Diplomacy map (STYLE §7: maps are data).
 *
 * Provenance: the Italian rulebook lists no provinces or adjacencies (G-1). The 75 spaces,
 * their kinds, coasts, supply centres and both adjacency graphs are the standard published map
 * ("[std map]"), which the rulebook's examples and sample game agree with.
 * Home centres follow from the starting set-up (§VI.3). Italian names: the rulebook's where it prints them (those not
 * printed in the rulebook are proposed standard Italian forms).
 */
import type { Power } from '../types.js';

type ProvinceKind = 'land' | 'coast' | 'sea';

export interface ProvinceDef {
  id: string;
  en: string;
  it: string;
  /** land = inland province, coast = coastal province, sea = sea zone */
  kind: ProvinceKind;
  sc: boolean;
  home: Power | null;
  /** split coasts (bul: ec/sc, spa and stp: nc/sc); empty for every other province */
  coasts: string[];
  /** national territory shown on the map, or 'neutral' / 'sea' */
  region: string;
  /** extra names players type (abbreviations, Italian variants), lower case */
  aliases: string[];
  provenance: string;
}

const STD = 'reconstructed: standard published map; the rulebook gives no province list (G-1)';

export const PROVINCES: readonly ProvinceDef[] = [
  {
    id: 'adr',
    en: 'Adriatic Sea',
    it: 'Mare Adriatico',
    kind: 'sea',
    sc: false,
    home: null,
    coasts: [],
    region: 'sea',
    aliases: ['adr', 'adriatico'],
    provenance: STD,
  },
  {
    id: 'aeg',
    en: 'Aegean Sea',
    it: 'Mar Egeo',
    kind: 'sea',
    sc: false,
    home: null,
    coasts: [],
    region: 'sea',
    aliases: ['aeg', 'ege', 'egeo', 'mare egeo'],
    provenance: STD,
  },
  {
    id: 'alb',
    en: 'Albania',
    it: 'Albania',
    kind: 'coast',
    sc: false,
    home: null,
    coasts: [],
    region: 'neutral',
    aliases: ['alb'],
    provenance: STD,
  },
  {
    id: 'ank',
    en: 'Ankara',
    it: 'Ankara',
    kind: 'coast',
    sc: true,
    home: 'turkey',
    coasts: [],
    region: 'turkey',
    aliases: ['ank'],
    provenance: STD,
  },
  {
    id: 'apu',
    en: 'Apulia',
    it: 'Puglia',
    kind: 'coast',
    sc: false,
    home: null,
    coasts: [],
    region: 'italy',
    aliases: ['apu', 'pug', 'apulia', 'puglie'],
    provenance: STD,
  },
  {
    id: 'arm',
    en: 'Armenia',
    it: 'Armenia',
    kind: 'coast',
    sc: false,
    home: null,
    coasts: [],
    region: 'turkey',
    aliases: ['arm'],
    provenance: STD,
  },
  {
    id: 'bal',
    en: 'Baltic Sea',
    it: 'Mar Baltico',
    kind: 'sea',
    sc: false,
    home: null,
    coasts: [],
    region: 'sea',
    aliases: ['bal', 'baltico', 'mare baltico'],
    provenance: STD,
  },
  {
    id: 'bar',
    en: 'Barents Sea',
    it: 'Mare di Barents',
    kind: 'sea',
    sc: false,
    home: null,
    coasts: [],
    region: 'sea',
    aliases: ['bar', 'barents'],
    provenance: STD,
  },
  {
    id: 'bel',
    en: 'Belgium',
    it: 'Belgio',
    kind: 'coast',
    sc: true,
    home: null,
    coasts: [],
    region: 'neutral',
    aliases: ['bel'],
    provenance: STD,
  },
  {
    id: 'ber',
    en: 'Berlin',
    it: 'Berlino',
    kind: 'coast',
    sc: true,
    home: 'germany',
    coasts: [],
    region: 'germany',
    aliases: ['ber'],
    provenance: STD,
  },
  {
    id: 'bla',
    en: 'Black Sea',
    it: 'Mar Nero',
    kind: 'sea',
    sc: false,
    home: null,
    coasts: [],
    region: 'sea',
    aliases: ['bla', 'ner', 'nero', 'mare nero'],
    provenance: STD,
  },
  {
    id: 'boh',
    en: 'Bohemia',
    it: 'Boemia',
    kind: 'land',
    sc: false,
    home: null,
    coasts: [],
    region: 'austria',
    aliases: ['boh', 'boe'],
    provenance: STD,
  },
  {
    id: 'bot',
    en: 'Gulf of Bothnia',
    it: 'Golfo di Botnia',
    kind: 'sea',
    sc: false,
    home: null,
    coasts: [],
    region: 'sea',
    aliases: ['bot', 'botnia', 'golfo di bothnia'],
    provenance: STD,
  },
  {
    id: 'bre',
    en: 'Brest',
    it: 'Brest',
    kind: 'coast',
    sc: true,
    home: 'france',
    coasts: [],
    region: 'france',
    aliases: ['bre'],
    provenance: STD,
  },
  {
    id: 'bud',
    en: 'Budapest',
    it: 'Budapest',
    kind: 'land',
    sc: true,
    home: 'austria',
    coasts: [],
    region: 'austria',
    aliases: ['bud'],
    provenance: STD,
  },
  {
    id: 'bul',
    en: 'Bulgaria',
    it: 'Bulgaria',
    kind: 'coast',
    sc: true,
    home: null,
    coasts: ['ec', 'sc'],
    region: 'neutral',
    aliases: ['bul'],
    provenance: STD,
  },
  {
    id: 'bur',
    en: 'Burgundy',
    it: 'Borgogna',
    kind: 'land',
    sc: false,
    home: null,
    coasts: [],
    region: 'france',
    aliases: ['bur', 'bor'],
    provenance: STD,
  },
  {
    id: 'cly',
    en: 'Clyde',
    it: 'Clyde',
    kind: 'coast',
    sc: false,
    home: null,
    coasts: [],
    region: 'england',
    aliases: ['cly'],
    provenance: STD,
  },
  {
    id: 'con',
    en: 'Constantinople',
    it: 'Costantinopoli',
    kind: 'coast',
    sc: true,
    home: 'turkey',
    coasts: [],
    region: 'turkey',
    aliases: ['con', 'cos', 'istanbul'],
    provenance: STD,
  },
  {
    id: 'den',
    en: 'Denmark',
    it: 'Danimarca',
    kind: 'coast',
    sc: true,
    home: null,
    coasts: [],
    region: 'neutral',
    aliases: ['den', 'dan'],
    provenance: STD,
  },
  {
    id: 'eas',
    en: 'Eastern Mediterranean',
    it: 'Mediterraneo Orientale',
    kind: 'sea',
    sc: false,
    home: null,
    coasts: [],
    region: 'sea',
    aliases: ['eas', 'mediterraneo est', 'mar di levante'],
    provenance: STD,
  },
  {
    id: 'edi',
    en: 'Edinburgh',
    it: 'Edimburgo',
    kind: 'coast',
    sc: true,
    home: 'england',
    coasts: [],
    region: 'england',
    aliases: ['edi'],
    provenance: STD,
  },
  {
    id: 'eng',
    en: 'English Channel',
    it: 'Manica',
    kind: 'sea',
    sc: false,
    home: null,
    coasts: [],
    region: 'sea',
    aliases: ['eng', 'man', 'canale della manica'],
    provenance: STD,
  },
  {
    id: 'fin',
    en: 'Finland',
    it: 'Finlandia',
    kind: 'coast',
    sc: false,
    home: null,
    coasts: [],
    region: 'russia',
    aliases: ['fin'],
    provenance: STD,
  },
  {
    id: 'gal',
    en: 'Galicia',
    it: 'Galizia',
    kind: 'land',
    sc: false,
    home: null,
    coasts: [],
    region: 'austria',
    aliases: ['gal'],
    provenance: STD,
  },
  {
    id: 'gas',
    en: 'Gascony',
    it: 'Guascogna',
    kind: 'coast',
    sc: false,
    home: null,
    coasts: [],
    region: 'france',
    aliases: ['gas', 'gua', 'gascogna'],
    provenance: STD,
  },
  {
    id: 'gre',
    en: 'Greece',
    it: 'Grecia',
    kind: 'coast',
    sc: true,
    home: null,
    coasts: [],
    region: 'neutral',
    aliases: ['gre'],
    provenance: STD,
  },
  {
    id: 'hel',
    en: 'Heligoland Bight',
    it: 'Golfo di Helgoland',
    kind: 'sea',
    sc: false,
    home: null,
    coasts: [],
    region: 'sea',
    aliases: ['hel', 'helgoland', 'heligoland', 'baia di helgoland'],
    provenance: STD,
  },
  {
    id: 'hol',
    en: 'Holland',
    it: 'Olanda',
    kind: 'coast',
    sc: true,
    home: null,
    coasts: [],
    region: 'neutral',
    aliases: ['hol', 'ola', 'paesi bassi'],
    provenance: STD,
  },
  {
    id: 'ion',
    en: 'Ionian Sea',
    it: 'Mar Ionio',
    kind: 'sea',
    sc: false,
    home: null,
    coasts: [],
    region: 'sea',
    aliases: ['ion', 'mare jonio', 'ionio', 'jonio'],
    provenance: STD,
  },
  {
    id: 'iri',
    en: 'Irish Sea',
    it: "Mare d'Irlanda",
    kind: 'sea',
    sc: false,
    home: null,
    coasts: [],
    region: 'sea',
    aliases: ['iri', "mar d'irlanda"],
    provenance: STD,
  },
  {
    id: 'kie',
    en: 'Kiel',
    it: 'Kiel',
    kind: 'coast',
    sc: true,
    home: 'germany',
    coasts: [],
    region: 'germany',
    aliases: ['kie'],
    provenance: STD,
  },
  {
    id: 'lon',
    en: 'London',
    it: 'Londra',
    kind: 'coast',
    sc: true,
    home: 'england',
    coasts: [],
    region: 'england',
    aliases: ['lon'],
    provenance: STD,
  },
  {
    id: 'lvn',
    en: 'Livonia',
    it: 'Livonia',
    kind: 'coast',
    sc: false,
    home: null,
    coasts: [],
    region: 'russia',
    aliases: ['lvn'],
    provenance: STD,
  },
  {
    id: 'lvp',
    en: 'Liverpool',
    it: 'Liverpool',
    kind: 'coast',
    sc: true,
    home: 'england',
    coasts: [],
    region: 'england',
    aliases: ['lvp', 'liv'],
    provenance: STD,
  },
  {
    id: 'lyo',
    en: 'Gulf of Lyon',
    it: 'Golfo del Leone',
    kind: 'sea',
    sc: false,
    home: null,
    coasts: [],
    region: 'sea',
    aliases: ['lyo', 'gul', 'gol', 'golfo di lione', 'leone'],
    provenance: STD,
  },
  {
    id: 'mao',
    en: 'Mid-Atlantic Ocean',
    it: 'Atlantico Centrale',
    kind: 'sea',
    sc: false,
    home: null,
    coasts: [],
    region: 'sea',
    aliases: ['mid', 'mao', 'medio atlantico', 'atlantico medio'],
    provenance: STD,
  },
  {
    id: 'mar',
    en: 'Marseilles',
    it: 'Marsiglia',
    kind: 'coast',
    sc: true,
    home: 'france',
    coasts: [],
    region: 'france',
    aliases: ['mar'],
    provenance: STD,
  },
  {
    id: 'mos',
    en: 'Moscow',
    it: 'Mosca',
    kind: 'land',
    sc: true,
    home: 'russia',
    coasts: [],
    region: 'russia',
    aliases: ['mos'],
    provenance: STD,
  },
  {
    id: 'mun',
    en: 'Munich',
    it: 'Monaco',
    kind: 'land',
    sc: true,
    home: 'germany',
    coasts: [],
    region: 'germany',
    aliases: ['mun', 'mon', 'monaco di baviera'],
    provenance: STD,
  },
  {
    id: 'naf',
    en: 'North Africa',
    it: 'Africa del Nord',
    kind: 'coast',
    sc: false,
    home: null,
    coasts: [],
    region: 'neutral',
    aliases: ['naf', 'nordafrica', 'africa settentrionale'],
    provenance: STD,
  },
  {
    id: 'nao',
    en: 'North Atlantic Ocean',
    it: 'Atlantico Settentrionale',
    kind: 'sea',
    sc: false,
    home: null,
    coasts: [],
    region: 'sea',
    aliases: ['nat', 'nao', 'atlantico del nord', 'nord atlantico'],
    provenance: STD,
  },
  {
    id: 'nap',
    en: 'Naples',
    it: 'Napoli',
    kind: 'coast',
    sc: true,
    home: 'italy',
    coasts: [],
    region: 'italy',
    aliases: ['nap'],
    provenance: STD,
  },
  {
    id: 'nth',
    en: 'North Sea',
    it: 'Mare del Nord',
    kind: 'sea',
    sc: false,
    home: null,
    coasts: [],
    region: 'sea',
    aliases: ['nth'],
    provenance: STD,
  },
  {
    id: 'nwg',
    en: 'Norwegian Sea',
    it: 'Mare di Norvegia',
    kind: 'sea',
    sc: false,
    home: null,
    coasts: [],
    region: 'sea',
    aliases: ['nrg', 'nwg', 'mar di norvegia', 'mare norvegese'],
    provenance: STD,
  },
  {
    id: 'nwy',
    en: 'Norway',
    it: 'Norvegia',
    kind: 'coast',
    sc: true,
    home: null,
    coasts: [],
    region: 'neutral',
    aliases: ['nwy'],
    provenance: STD,
  },
  {
    id: 'par',
    en: 'Paris',
    it: 'Parigi',
    kind: 'land',
    sc: true,
    home: 'france',
    coasts: [],
    region: 'france',
    aliases: ['par'],
    provenance: STD,
  },
  {
    id: 'pic',
    en: 'Picardy',
    it: 'Piccardia',
    kind: 'coast',
    sc: false,
    home: null,
    coasts: [],
    region: 'france',
    aliases: ['pic'],
    provenance: STD,
  },
  {
    id: 'pie',
    en: 'Piedmont',
    it: 'Piemonte',
    kind: 'coast',
    sc: false,
    home: null,
    coasts: [],
    region: 'italy',
    aliases: ['pie'],
    provenance: STD,
  },
  {
    id: 'por',
    en: 'Portugal',
    it: 'Portogallo',
    kind: 'coast',
    sc: true,
    home: null,
    coasts: [],
    region: 'neutral',
    aliases: ['por'],
    provenance: STD,
  },
  {
    id: 'pru',
    en: 'Prussia',
    it: 'Prussia',
    kind: 'coast',
    sc: false,
    home: null,
    coasts: [],
    region: 'germany',
    aliases: ['pru'],
    provenance: STD,
  },
  {
    id: 'rom',
    en: 'Rome',
    it: 'Roma',
    kind: 'coast',
    sc: true,
    home: 'italy',
    coasts: [],
    region: 'italy',
    aliases: ['rom'],
    provenance: STD,
  },
  {
    id: 'ruh',
    en: 'Ruhr',
    it: 'Ruhr',
    kind: 'land',
    sc: false,
    home: null,
    coasts: [],
    region: 'germany',
    aliases: ['ruh', 'rur'],
    provenance: STD,
  },
  {
    id: 'rum',
    en: 'Rumania',
    it: 'Romania',
    kind: 'coast',
    sc: true,
    home: null,
    coasts: [],
    region: 'neutral',
    aliases: ['rum', 'rumenia'],
    provenance: STD,
  },
  {
    id: 'ser',
    en: 'Serbia',
    it: 'Serbia',
    kind: 'land',
    sc: true,
    home: null,
    coasts: [],
    region: 'neutral',
    aliases: ['ser'],
    provenance: STD,
  },
  {
    id: 'sev',
    en: 'Sevastopol',
    it: 'Sebastopoli',
    kind: 'coast',
    sc: true,
    home: 'russia',
    coasts: [],
    region: 'russia',
    aliases: ['sev', 'seb'],
    provenance: STD,
  },
  {
    id: 'sil',
    en: 'Silesia',
    it: 'Slesia',
    kind: 'land',
    sc: false,
    home: null,
    coasts: [],
    region: 'germany',
    aliases: ['sil', 'sle'],
    provenance: STD,
  },
  {
    id: 'ska',
    en: 'Skagerrak',
    it: 'Skagerrak',
    kind: 'sea',
    sc: false,
    home: null,
    coasts: [],
    region: 'sea',
    aliases: ['ska', 'skagerak'],
    provenance: STD,
  },
  {
    id: 'smy',
    en: 'Smyrna',
    it: 'Smirne',
    kind: 'coast',
    sc: true,
    home: 'turkey',
    coasts: [],
    region: 'turkey',
    aliases: ['smy', 'smi', 'smyrne', 'izmir'],
    provenance: STD,
  },
  {
    id: 'spa',
    en: 'Spain',
    it: 'Spagna',
    kind: 'coast',
    sc: true,
    home: null,
    coasts: ['nc', 'sc'],
    region: 'neutral',
    aliases: ['spa'],
    provenance: STD,
  },
  {
    id: 'stp',
    en: 'St Petersburg',
    it: 'San Pietroburgo',
    kind: 'coast',
    sc: true,
    home: 'russia',
    coasts: ['nc', 'sc'],
    region: 'russia',
    aliases: ['stp', 's. pietroburgo', 'pietroburgo'],
    provenance: STD,
  },
  {
    id: 'swe',
    en: 'Sweden',
    it: 'Svezia',
    kind: 'coast',
    sc: true,
    home: null,
    coasts: [],
    region: 'neutral',
    aliases: ['swe', 'sve'],
    provenance: STD,
  },
  {
    id: 'syr',
    en: 'Syria',
    it: 'Siria',
    kind: 'coast',
    sc: false,
    home: null,
    coasts: [],
    region: 'turkey',
    aliases: ['syr', 'sir'],
    provenance: STD,
  },
  {
    id: 'tri',
    en: 'Trieste',
    it: 'Trieste',
    kind: 'coast',
    sc: true,
    home: 'austria',
    coasts: [],
    region: 'austria',
    aliases: ['tri'],
    provenance: STD,
  },
  {
    id: 'tun',
    en: 'Tunis',
    it: 'Tunisi',
    kind: 'coast',
    sc: true,
    home: null,
    coasts: [],
    region: 'neutral',
    aliases: ['tun', 'tunisia'],
    provenance: STD,
  },
  {
    id: 'tus',
    en: 'Tuscany',
    it: 'Toscana',
    kind: 'coast',
    sc: false,
    home: null,
    coasts: [],
    region: 'italy',
    aliases: ['tus', 'tos'],
    provenance: STD,
  },
  {
    id: 'tyr',
    en: 'Tyrolia',
    it: 'Tirolo',
    kind: 'land',
    sc: false,
    home: null,
    coasts: [],
    region: 'austria',
    aliases: ['tyr'],
    provenance: STD,
  },
  {
    id: 'tys',
    en: 'Tyrrhenian Sea',
    it: 'Mar Tirreno',
    kind: 'sea',
    sc: false,
    home: null,
    coasts: [],
    region: 'sea',
    aliases: ['tys', 'tyn', 'tirreno', 'mare tirreno'],
    provenance: STD,
  },
  {
    id: 'ukr',
    en: 'Ukraine',
    it: 'Ucraina',
    kind: 'land',
    sc: false,
    home: null,
    coasts: [],
    region: 'russia',
    aliases: ['ukr', 'ucr'],
    provenance: STD,
  },
  {
    id: 'ven',
    en: 'Venice',
    it: 'Venezia',
    kind: 'coast',
    sc: true,
    home: 'italy',
    coasts: [],
    region: 'italy',
    aliases: ['ven'],
    provenance: STD,
  },
  {
    id: 'vie',
    en: 'Vienna',
    it: 'Vienna',
    kind: 'land',
    sc: true,
    home: 'austria',
    coasts: [],
    region: 'austria',
    aliases: ['vie'],
    provenance: STD,
  },
  {
    id: 'wal',
    en: 'Wales',
    it: 'Galles',
    kind: 'coast',
    sc: false,
    home: null,
    coasts: [],
    region: 'england',
    aliases: ['wal'],
    provenance: STD,
  },
  {
    id: 'war',
    en: 'Warsaw',
    it: 'Varsavia',
    kind: 'land',
    sc: true,
    home: 'russia',
    coasts: [],
    region: 'russia',
    aliases: ['war', 'var'],
    provenance: STD,
  },
  {
    id: 'wes',
    en: 'Western Mediterranean',
    it: 'Mediterraneo Occidentale',
    kind: 'sea',
    sc: false,
    home: null,
    coasts: [],
    region: 'sea',
    aliases: ['wes', 'mediterraneo ovest'],
    provenance: STD,
  },
  {
    id: 'yor',
    en: 'Yorkshire',
    it: 'Yorkshire',
    kind: 'coast',
    sc: false,
    home: null,
    coasts: [],
    region: 'england',
    aliases: ['yor', 'york'],
    provenance: STD,
  },
];

/** Army adjacency (undirected, land and coastal provinces only). [std map]. */
export const ARMY_ADJACENCY_TEXT = `
alb: gre ser tri
ank: arm con smy
apu: nap rom ven
arm: ank sev smy syr
bel: bur hol pic ruh
ber: kie mun pru sil
boh: gal mun sil tyr vie
bre: gas par pic
bud: gal rum ser tri vie
bul: con gre rum ser
bur: bel gas mar mun par pic ruh
cly: edi lvp
con: ank bul smy
den: kie swe
edi: cly lvp yor
fin: nwy stp swe
gal: boh bud rum sil ukr vie war
gas: bre bur mar par spa
gre: alb bul ser
hol: bel kie ruh
kie: ber den hol mun ruh
lon: wal yor
lvn: mos pru stp war
lvp: cly edi wal yor
mar: bur gas pie spa
mos: lvn sev stp ukr war
mun: ber boh bur kie ruh sil tyr
naf: tun
nap: apu rom
nwy: fin stp swe
par: bre bur gas pic
pic: bel bre bur par
pie: mar tus tyr ven
por: spa
pru: ber lvn sil war
rom: apu nap tus ven
ruh: bel bur hol kie mun
rum: bud bul gal ser sev ukr
ser: alb bud bul gre rum tri
sev: arm mos rum ukr
sil: ber boh gal mun pru war
smy: ank arm con syr
spa: gas mar por
stp: fin lvn mos nwy
swe: den fin nwy
syr: arm smy
tri: alb bud ser tyr ven vie
tun: naf
tus: pie rom ven
tyr: boh mun pie tri ven vie
ukr: gal mos rum sev war
ven: apu pie rom tri tus tyr
vie: boh bud gal tri tyr
wal: lon lvp yor
war: gal lvn mos pru sil ukr
yor: edi lon lvp wal
`;

/** Fleet adjacency (undirected, per location; split coasts appear as bul/ec, spa/nc ...). [std map]. */
export const FLEET_ADJACENCY_TEXT = `
adr: alb apu ion tri ven
aeg: bul/sc con eas gre ion smy
alb: adr gre ion tri
ank: arm bla con
apu: adr ion nap ven
arm: ank bla sev
bal: ber bot den kie lvn pru swe
bar: nwg nwy stp/nc
bel: eng hol nth pic
ber: bal kie pru
bla: ank arm bul/ec con rum sev
bot: bal fin lvn stp/sc swe
bre: eng gas mao pic
bul/ec: bla con rum
bul/sc: aeg con gre
cly: edi lvp nao nwg
con: aeg ank bla bul/ec bul/sc smy
den: bal hel kie nth ska swe
eas: aeg ion smy syr
edi: cly nth nwg yor
eng: bel bre iri lon mao nth pic wal
fin: bot stp/sc swe
gas: bre mao spa/nc
gre: aeg alb bul/sc ion
hel: den hol kie nth
hol: bel hel kie nth
ion: adr aeg alb apu eas gre nap tun tys
iri: eng lvp mao nao wal
kie: bal ber den hel hol
lon: eng nth wal yor
lvn: bal bot pru stp/sc
lvp: cly iri nao wal
lyo: mar pie spa/sc tus tys wes
mao: bre eng gas iri naf nao por spa/nc spa/sc wes
mar: lyo pie spa/sc
naf: mao tun wes
nao: cly iri lvp mao nwg
nap: apu ion rom tys
nth: bel den edi eng hel hol lon nwg nwy ska yor
nwg: bar cly edi nao nth nwy
nwy: bar nth nwg ska stp/nc swe
pic: bel bre eng
pie: lyo mar tus
por: mao spa/nc spa/sc
pru: bal ber lvn
rom: nap tus tys
rum: bla bul/ec sev
sev: arm bla rum
ska: den nth nwy swe
smy: aeg con eas syr
spa/nc: gas mao por
spa/sc: lyo mao mar por wes
stp/nc: bar nwy
stp/sc: bot fin lvn
swe: bal bot den fin nwy ska
syr: eas smy
tri: adr alb ven
tun: ion naf tys wes
tus: lyo pie rom tys
tys: ion lyo nap rom tun tus wes
ven: adr apu tri
wal: eng iri lon lvp
wes: lyo mao naf spa/sc tun tys
yor: edi lon nth
`;
