/**
 * `npm run --silent adjudicate`: the Diplomacy adjudicator as a filter (issue 6).
 *
 * stdin: one JSON document, or several as JSON Lines (one per line). stdout: one answer line per
 * document, in order. A malformed document ends the run with exit code 1 and a one-line error on
 * stderr naming the offending field; answers already written stay valid.
 *
 * Document: { edition?, season, year, phase, units, dislodged?, supplyCenters?, orders: string[][] }
 * Answer:   { phases: [{ season, year, phase, results: [{ order, result, reason }], units, dislodged, supplyCenters }] }
 */
import { adjudicateDocument, AdjudicationInput, describeInputError } from '../src/engine/diplomacy/adjudicate.js';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function fail(message: string): never {
  process.stderr.write(`adjudicate: ${message}\n`);
  process.exit(1);
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
if (documents.length === 0) fail('no document on stdin');
for (const doc of documents) {
  let value: unknown;
  try {
    value = JSON.parse(doc.raw);
  } catch (e) {
    fail(`line ${doc.line}: not valid JSON (${(e as Error).message})`);
  }
  const parsed = AdjudicationInput.safeParse(value);
  if (!parsed.success) fail(`line ${doc.line}: ${describeInputError(parsed.error)}`);
  process.stdout.write(`${JSON.stringify(adjudicateDocument(parsed.data))}\n`);
}
