import { Transform, type Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { FoodImportFile, FoodImportProblem } from '../../../db/schema/index';
import { parseFoodRow, type FoodRecord } from './food-csv';

/** Rows written per statement: big enough to be quick, small enough to keep memory flat. */
export const IMPORT_BATCH = 500;

export interface ImportBatch {
  records: FoodRecord[];
  problems: FoodImportProblem[];
  /** Bytes of the upload read so far, across its files: the progress bar. */
  bytesRead: number;
}

/**
 * What the parser takes in one go. A store may hand over bigger chunks (the disk store reads 1 MB at a
 * time), and the parser turns a whole chunk into rows at once: ~40,000 rows of a release alive together.
 */
const PARSE_BYTES = 64 * 1024;

/** Cuts chunks to PARSE_BYTES (views, not copies) and counts the bytes that pass, for the progress bar. */
function sliced(onBytes: (bytes: number) => void) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      onBytes(chunk.length);
      for (let start = 0; start < chunk.length; start += PARSE_BYTES)
        this.push(chunk.subarray(start, start + PARSE_BYTES));
      done();
    },
  });
}

const newlinesIn = (text: string, from = 0, to = text.length) => {
  let count = 0;
  for (let at = text.indexOf('\n', from); at !== -1 && at < to; at = text.indexOf('\n', at + 1)) count += 1;
  return count;
};

/**
 * The rows of one CSV as objects by header, with their line; a malformed row is reported, and the rest read.
 *
 * Lines are counted from each row's raw text, not from csv-parse's `info` (or `on_record`, which builds the
 * same object): with either, ~1.2 MB survived each young-generation collection however little the rows were
 * kept, and on a 500 MB release the server's old generation filled by ~200 MB between full collections.
 * Without them, ~1 kB. A row's raw text starts with the empty lines skipped before it and ends with its own
 * line break; the header is line 1.
 */
async function* rowsOf(
  body: Readable,
  file: string,
  problems: FoodImportProblem[],
  onBytes: (n: number) => void,
): AsyncGenerator<{ row: Record<string, string>; line: number }> {
  let linesBefore = 1;
  let consumed = 0;
  // A refused row's text is dropped unseen, when the parser meets it (it may be rows ahead of the reader):
  // the count goes on from its line once the reader passes the rows read before it.
  const refused: { afterRows: number; line: number }[] = [];
  const parser = parse({
    columns: true,
    raw: true,
    bom: true,
    trim: true,
    skip_empty_lines: true,
    relax_column_count: true,
    skip_records_with_error: true,
  });
  parser.on('skip', (error: Error & { lines?: number }) => {
    refused.push({ afterRows: parser.info.records, line: error.lines ?? 0 });
    problems.push({
      file,
      line: error.lines ?? 0,
      errors: ['La fila no es CSV válido (comillas o columnas).'],
    });
  });
  body.pipe(sliced(onBytes)).pipe(parser);
  body.on('error', (error) => parser.destroy(error));
  for await (const { record, raw } of parser as AsyncIterable<{
    record: Record<string, string>;
    raw: string;
  }>) {
    while (refused.length > 0 && (refused[0]?.afterRows ?? 0) <= consumed)
      linesBefore = Math.max(linesBefore, refused.shift()?.line ?? 0);
    consumed += 1;
    const start = raw.search(/[^\r\n]/);
    const line = linesBefore + newlinesIn(raw, 0, start === -1 ? raw.length : start) + 1;
    linesBefore += newlinesIn(raw);
    yield { row: record, line };
  }
}

/** Our own CSV (the seed's format): each row checked, in batches. */
export async function* readVitaliaCsv(body: Readable): AsyncGenerator<ImportBatch> {
  let bytesRead = 0;
  const skipped: FoodImportProblem[] = [];
  let batch: ImportBatch = { records: [], problems: [], bytesRead: 0 };
  const full = () => ({ ...batch, problems: [...batch.problems, ...skipped.splice(0)], bytesRead });
  for await (const { row, line } of rowsOf(body, 'CSV', skipped, (n) => (bytesRead += n))) {
    const parsed = parseFoodRow(row);
    if (parsed.ok) batch.records.push(parsed.food);
    else batch.problems.push({ file: 'CSV', line, errors: parsed.errors });
    if (batch.records.length + batch.problems.length >= IMPORT_BATCH) {
      yield full();
      batch = { records: [], problems: [], bytesRead };
    }
  }
  yield full();
}

/** FoodData Central's nutrient numbers for our eight figures (Energy: kcal, else Atwater's kcal). */
const FDC_NUTRIENTS: Record<string, string> = {
  '208': 'energia_kcal',
  '957': 'energia_kcal_atwater',
  '203': 'proteinas_g',
  '204': 'grasas_g',
  '606': 'grasas_saturadas_g',
  '205': 'carbohidratos_g',
  '269': 'azucares_g',
  '291': 'fibra_g',
  '307': 'sodio_mg',
};
/** The release's public-domain datasets the issue names; branded foods are left out. */
const FDC_TYPES = new Set(['sr_legacy_food', 'foundation_food']);
const MAX_MEASURES = 6;

/** A measure's label fits in 40 characters, cut between words. */
function shortLabel(label: string): string {
  if (label.length <= 40) return label;
  const cut = label.slice(0, 41);
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), 20)).replace(/[ ,;]+$/, '');
}

interface FdcFood {
  name: string;
  figures: Record<string, string>;
  measures: string[];
}

/**
 * The FoodData Central CSV release: `nutrient.csv` names the figures, `food.csv` which foods are SR Legacy
 * or Foundation, `food_nutrient.csv` (hundreds of MB) their figures and `food_portion.csv` their household
 * measures. Each is streamed; only the kept foods (about 8,000) are held, whatever the files' size.
 */
export async function* readFdcRelease(
  open: (role: FoodImportFile['role']) => Promise<Readable>,
): AsyncGenerator<ImportBatch> {
  let bytesRead = 0;
  const problems: FoodImportProblem[] = [];
  const count = (n: number) => (bytesRead += n);
  const nutrientKey = new Map<string, string>();
  for await (const { row } of rowsOf(await open('nutrient'), 'nutrient.csv', problems, count)) {
    const key = FDC_NUTRIENTS[(row.nutrient_nbr ?? '').replace(/\.0+$/, '')];
    if (key && row.id) nutrientKey.set(row.id, key);
  }
  const kept = new Map<string, FdcFood>();
  for await (const { row } of rowsOf(await open('food'), 'food.csv', problems, count))
    if (row.fdc_id && FDC_TYPES.has(row.data_type ?? ''))
      kept.set(row.fdc_id, { name: (row.description ?? '').slice(0, 120), figures: {}, measures: [] });
  for await (const { row } of rowsOf(await open('food_nutrient'), 'food_nutrient.csv', problems, count)) {
    const food = kept.get(row.fdc_id ?? '');
    const key = nutrientKey.get(row.nutrient_id ?? '');
    if (food && key && row.amount) food.figures[key] = row.amount;
  }
  for await (const { row } of rowsOf(await open('food_portion'), 'food_portion.csv', problems, count)) {
    const food = kept.get(row.fdc_id ?? '');
    const what = (row.portion_description || row.modifier || '').replace(/[=|]/g, ' ').trim();
    if (food && what && row.gram_weight && food.measures.length < MAX_MEASURES)
      food.measures.push(`${shortLabel(`${row.amount || '1'} ${what}`)}=${row.gram_weight}`);
  }
  let batch: ImportBatch = { records: [], problems: problems.splice(0), bytesRead };
  for (const [fdcId, food] of kept) {
    const { energia_kcal_atwater: atwater, ...figures } = food.figures;
    const parsed = parseFoodRow({
      id: fdcId,
      nombre: food.name,
      categoria: 'FoodData Central',
      estado: 'solido',
      ...figures,
      energia_kcal: figures.energia_kcal ?? atwater ?? '',
      medidas: food.measures.join('|'),
    });
    if (parsed.ok) batch.records.push(parsed.food);
    else
      batch.problems.push({
        file: 'food.csv',
        line: 0,
        errors: [`fdc_id ${fdcId}: ${parsed.errors.join(' ')}`],
      });
    if (batch.records.length + batch.problems.length >= IMPORT_BATCH) {
      yield batch;
      batch = { records: [], problems: [], bytesRead };
    }
  }
  yield batch;
}
