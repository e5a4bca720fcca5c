/**
 * `npm run --silent adjudicate`: the Diplomacy adjudicator as a filter (issues 6 and 17).
 *
 * stdin: one JSON document, or several as JSON Lines (one per line). stdout: one answer line per
 * document, in order. A document that cannot be accepted (not JSON, a field it cannot read, a
 * position it cannot hold) is answered `{"error": "...", "line": n}`, naming the field, and the run
 * goes on with the next document. Exit code 0 when every document was adjudicated, 1 when any was
 * answered with an error (or stdin held no document).
 *
 * Document: { edition?, season, year, phase, units, dislodged?, standoffs?, supplyCenters?, orders: string[][] }
 * Answer:   { phases: [{ season, year, phase, results: [{ order, result, reason }], units, dislodged, supplyCenters }] }
 */
import { adjudicateDocument, AdjudicationInput, describeInputError } from '../src/engine/diplomacy/adjudicate.js';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The answer line for one document: the adjudication, or what made the document unacceptable. */
function answer(raw: string, line: number): { text: string; ok: boolean } {
  const refuse = (error: string) => ({ text: JSON.stringify({ error, line }), ok: false });
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (e) {
    return refuse(`not valid JSON (${(e as Error).message})`);
  }
  const parsed = AdjudicationInput.safeParse(value);
  if (!parsed.success) return refuse(describeInputError(parsed.error));
  try {
    return { text: JSON.stringify(adjudicateDocument(parsed.data)), ok: true };
  } catch (e) {
    // A document the schema let through but the adjudicator could not handle: a bug, named, and the run goes on.
    return refuse(`internal error: ${(e as Error).message}`);
  }
}

const text = await readStdin();
let documents: { line: number; raw: string }[];
try {
  JSON.parse(text);
  documents = [{ line: 1, raw: text }];
} catch {
  documents = text
    .split('\n')
    .map((raw, i) => ({ line: i + 1, raw: raw.trim() }))
    .filter((d) => d.raw.length > 0);
}
if (documents.length === 0) {
  process.stderr.write('adjudicate: no document on stdin\n');
  process.exit(1);
}
let refused = 0;
for (const doc of documents) {
  const a = answer(doc.raw, doc.line);
  if (!a.ok) refused += 1;
  process.stdout.write(`${a.text}\n`);
}
process.exitCode = refused ? 1 : 0;
