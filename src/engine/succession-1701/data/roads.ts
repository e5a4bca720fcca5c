// Generated from the digest §3.5 road list; 'D' = implied by the rulebook's worked example, 'P' = reconstructed.
import type { RoadDef } from './types.js';

export const ROADS: readonly RoadDef[] = [
  {
    a: 'ENGLAND',
    b: 'AMSTERDAM',
    sea: true,
    provenance: 'rulebook §3: the blue sea route joining England and Amsterdam, for British armies',
  },
  { a: 'TRENTO', b: 'MANTOVA', provenance: 'rulebook §20 example (derived): the two towns are joined by a road' },
  { a: 'PAVIA', b: 'MANTOVA', provenance: 'rulebook §20 example (derived): the two towns are joined by a road' },
  { a: 'PAVIA', b: 'CASALE', provenance: 'rulebook §20 example (derived): the two towns are joined by a road' },
  {
    a: 'AMSTERDAM',
    b: 'UTRECHT',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'AMSTERDAM',
    b: 'ROTTERDAM',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'ROTTERDAM',
    b: 'BREDA',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'UTRECHT',
    b: 'NIJMEGEN',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'BREDA',
    b: 'ANTWERPEN',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'BREDA',
    b: 'MAASTRICHT',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'NIJMEGEN',
    b: 'MAASTRICHT',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'NIJMEGEN',
    b: 'WESEL',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'NIJMEGEN',
    b: 'MUENSTER',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'MAASTRICHT',
    b: 'LUETTICH',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'MAASTRICHT',
    b: 'KOELN',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'ANTWERPEN',
    b: 'BRUSSEL',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  { a: 'BRUSSEL', b: 'MONS', provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)' },
  {
    a: 'BRUSSEL',
    b: 'NAMUR',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'BRUSSEL',
    b: 'LUETTICH',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'BRUSSEL',
    b: 'LILLE',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'MONS',
    b: 'VALENCIENNES',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  { a: 'MONS', b: 'NAMUR', provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)' },
  {
    a: 'NAMUR',
    b: 'LUETTICH',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'NAMUR',
    b: 'LUXEMBURG',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'LILLE',
    b: 'VALENCIENNES',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'VALENCIENNES',
    b: 'REIMS',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  { a: 'REIMS', b: 'PARIS', provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)' },
  { a: 'REIMS', b: 'METZ', provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)' },
  {
    a: 'REIMS',
    b: 'LUXEMBURG',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'LUXEMBURG',
    b: 'METZ',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  { a: 'METZ', b: 'NANCY', provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)' },
  {
    a: 'NANCY',
    b: 'STRASBOURG',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  { a: 'METZ', b: 'LANDAU', provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)' },
  {
    a: 'LANDAU',
    b: 'STRASBOURG',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'STRASBOURG',
    b: 'BREISACH',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'STRASBOURG',
    b: 'BESANCON',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'STRASBOURG',
    b: 'RASTATT',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'BESANCON',
    b: 'DIJON',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  { a: 'DIJON', b: 'PARIS', provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)' },
  {
    a: 'PARIS',
    b: 'METZ',
    provenance:
      'reconstructed (balance, issue #19): the royal road Paris–Châlons–Verdun–Metz; with only two roads into Paris its defenders could be cut off and the Alliance won 73-75% of bot games',
  },
  {
    a: 'PARIS',
    b: 'LYON',
    provenance:
      'reconstructed (balance, issue #19): the post road Paris–Auxerre–Lyon, a third way to bring armies back to the capital',
  },
  { a: 'DIJON', b: 'LYON', provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)' },
  {
    a: 'LYON',
    b: 'GRENOBLE',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'LYON',
    b: 'CHAMBERY',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'BESANCON',
    b: 'BASEL',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'BESANCON',
    b: 'BERN',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'LUXEMBURG',
    b: 'TRIER',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'TRIER',
    b: 'KOBLENZ',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'KOBLENZ',
    b: 'KOELN',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'KOBLENZ',
    b: 'MAINZ',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  { a: 'KOELN', b: 'WESEL', provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)' },
  {
    a: 'KOELN',
    b: 'MUENSTER',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'WESEL',
    b: 'MUENSTER',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'MUENSTER',
    b: 'MINDEN',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'MUENSTER',
    b: 'KASSEL',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'MAINZ',
    b: 'FRANKFURT',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  { a: 'MAINZ', b: 'LANDAU', provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)' },
  {
    a: 'DARMSTADT',
    b: 'MAINZ',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'DARMSTADT',
    b: 'FRANKFURT',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'HEIDELBERG',
    b: 'DARMSTADT',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'HEIDELBERG',
    b: 'LANDAU',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'FRANKFURT',
    b: 'KASSEL',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'FRANKFURT',
    b: 'WUERZBURG',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'RASTATT',
    b: 'HEIDELBERG',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'RASTATT',
    b: 'FREIBURG',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'STUTTGART',
    b: 'HEIDELBERG',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'STUTTGART',
    b: 'RASTATT',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'ULM',
    b: 'STUTTGART',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  { a: 'ULM', b: 'FREIBURG', provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)' },
  { a: 'ULM', b: 'ZUERICH', provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)' },
  {
    a: 'BREISACH',
    b: 'FREIBURG',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'BREISACH',
    b: 'BASEL',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'MINDEN',
    b: 'HANNOVER',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'HANNOVER',
    b: 'CELLE',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'HANNOVER',
    b: 'BRAUNSCHWEIG',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'HANNOVER',
    b: 'KASSEL',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'BRAUNSCHWEIG',
    b: 'MAGDEBURG',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'MAGDEBURG',
    b: 'BERLIN',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'MAGDEBURG',
    b: 'LEIPZIG',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'BERLIN',
    b: 'DRESDEN',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'LEIPZIG',
    b: 'DRESDEN',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'LEIPZIG',
    b: 'KASSEL',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'NUERNBERG',
    b: 'WUERZBURG',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'AMBERG',
    b: 'NUERNBERG',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'DONAUWOERTH',
    b: 'NUERNBERG',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'REGENSBURG',
    b: 'AMBERG',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'REGENSBURG',
    b: 'INGOLSTADT',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'LANDSHUT',
    b: 'REGENSBURG',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'PASSAU',
    b: 'REGENSBURG',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'PASSAU',
    b: 'LANDSHUT',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'LANDSHUT',
    b: 'MUENCHEN',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'MUENCHEN',
    b: 'AUGSBURG',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'MUENCHEN',
    b: 'INGOLSTADT',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'INGOLSTADT',
    b: 'DONAUWOERTH',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'DONAUWOERTH',
    b: 'AUGSBURG',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'DONAUWOERTH',
    b: 'ULM',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  { a: 'AUGSBURG', b: 'ULM', provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)' },
  { a: 'WIEN', b: 'LINZ', provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)' },
  { a: 'WIEN', b: 'GRAZ', provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)' },
  // Wien–Praha (digest §3.5) is left out (balance, issue #19): the Brno road made Wien a three-road hub
  // that Bohemian armies relieved in one march, while Paris had two roads; Bohemia now reaches Wien by Linz.
  { a: 'PRAHA', b: 'LINZ', provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)' },
  { a: 'PRAHA', b: 'AMBERG', provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)' },
  {
    a: 'PRAHA',
    b: 'DRESDEN',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  { a: 'LINZ', b: 'PASSAU', provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)' },
  {
    a: 'LINZ',
    b: 'SALZBURG',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'GRAZ',
    b: 'SALZBURG',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'SALZBURG',
    b: 'MUENCHEN',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'SALZBURG',
    b: 'INNSBRUCK',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'INNSBRUCK',
    b: 'MUENCHEN',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'INNSBRUCK',
    b: 'TRENTO',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  { a: 'BASEL', b: 'BERN', provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)' },
  { a: 'BERN', b: 'ZUERICH', provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)' },
  {
    a: 'BERN',
    b: 'CHAMBERY',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'ZUERICH',
    b: 'MILANO',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'GRENOBLE',
    b: 'TORINO',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'CHAMBERY',
    b: 'TORINO',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  { a: 'TORINO', b: 'CUNEO', provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)' },
  {
    a: 'TORINO',
    b: 'VERCELLI',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'TORINO',
    b: 'CASALE',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  { a: 'CUNEO', b: 'NIZZA', provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)' },
  { a: 'NIZZA', b: 'GENOVA', provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)' },
  {
    a: 'VERCELLI',
    b: 'CASALE',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'VERCELLI',
    b: 'MILANO',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'CASALE',
    b: 'GENOVA',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  { a: 'PAVIA', b: 'MILANO', provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)' },
  {
    a: 'PAVIA',
    b: 'PIACENZA',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'PIACENZA',
    b: 'PARMA',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  { a: 'PARMA', b: 'REGGIO', provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)' },
  {
    a: 'REGGIO',
    b: 'MODENA',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'REGGIO',
    b: 'MANTOVA',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'MODENA',
    b: 'MANTOVA',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'MILANO',
    b: 'BERGAMO',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'BERGAMO',
    b: 'BRESCIA',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'BRESCIA',
    b: 'VERONA',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'BRESCIA',
    b: 'MANTOVA',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'VERONA',
    b: 'MANTOVA',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
  {
    a: 'VERONA',
    b: 'TRENTO',
    provenance: 'reconstructed: historic road / river valley / pass of c.1701 (digest §3.5)',
  },
];
