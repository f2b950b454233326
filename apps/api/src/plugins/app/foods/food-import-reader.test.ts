import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { FOOD_CSV_COLUMNS } from './food-csv';
import { IMPORT_BATCH, readFdcRelease, readVitaliaCsv, type ImportBatch } from './food-import-reader';

/** A file handed over in chunks of `size` bytes, cut anywhere (inside a row, inside a character). */
const inChunks = (text: string, size: number) => {
  const bytes = Buffer.from(text);
  const chunks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.subarray(start, start + size));
  return Readable.from(chunks);
};

async function all(batches: AsyncGenerator<ImportBatch>) {
  const read: ImportBatch[] = [];
  for await (const batch of batches) read.push(batch);
  return read;
}

const goodRow = (n: number) =>
  `cl-${n},Ñoqui número ${n},,Preparaciones,solido,${100 + (n % 50)},6,2,0.4,22,1,5,210,1 plato=300`;

describe('readVitaliaCsv', () => {
  // 1 MB chunks (the disk store's) and 7-byte ones: every row once, each bad one at its own line.
  it.each([1024 * 1024, 7])(
    'reads every row once from %i-byte chunks, with bad rows at their line',
    async (size) => {
      const rows = Array.from({ length: 3_000 }, (_, index) =>
        index % 700 === 5 ? `cl-${index},,,x` : goodRow(index),
      );
      const text = `${FOOD_CSV_COLUMNS.join(',')}\n${rows.join('\n')}\n`;
      const batches = await all(readVitaliaCsv(inChunks(text, size)));

      const records = batches.flatMap((batch) => batch.records);
      const problems = batches.flatMap((batch) => batch.problems);
      const bad = rows.flatMap((_, index) => (index % 700 === 5 ? [index] : []));
      expect(records.map((record) => record.sourceId)).toEqual(
        rows.flatMap((_, index) => (bad.includes(index) ? [] : [`cl-${index}`])),
      );
      expect(records[1]?.name).toBe('Ñoqui número 1');
      // The header is line 1: the row at index i is line i + 2.
      expect(problems.map((problem) => problem.line)).toEqual(bad.map((index) => index + 2));
      expect(batches.every((batch) => batch.records.length + batch.problems.length <= IMPORT_BATCH)).toBe(
        true,
      );
      expect(batches.at(-1)?.bytesRead).toBe(Buffer.byteLength(text));
    },
  );

  it('reads no further ahead than a batch or two while the database is writing the first', async () => {
    const chunk = `${Array.from({ length: 500 }, (_, index) => goodRow(index)).join('\n')}\n`;
    const chunks = 200; // 100,000 rows, ~7 MB
    let pulled = 0;
    const source = Readable.from(
      (function* () {
        yield `${FOOD_CSV_COLUMNS.join(',')}\n`;
        for (; pulled < chunks; pulled += 1) yield chunk;
      })(),
    );
    const batches = readVitaliaCsv(source);
    await batches.next();
    // A slow upsert: the reader has every chance to run ahead.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pulled).toBeLessThan(10);
    let rest = 0;
    for await (const batch of batches) rest += batch.records.length;
    expect(rest).toBe(chunks * 500 - IMPORT_BATCH);
  });

  it('counts lines past empty ones, a name on two lines and a row that is not CSV', async () => {
    const text = [
      FOOD_CSV_COLUMNS.join(','),
      goodRow(1),
      '',
      'cl-3,Mucho,,Preparaciones,solido,mucho,6,2,0.4,22,1,5,210,1 plato=300',
      goodRow(4).replace('Ñoqui', 'Ño"qui'),
      goodRow(5).replace('Ñoqui número 5', '"Porotos\ngranados"'),
      goodRow(7).replace(',6,2,', ',-6,2,'),
      '\r',
      goodRow(9),
    ].join('\n');
    for (const size of [1024 * 1024, 5]) {
      const batches = await all(readVitaliaCsv(inChunks(text, size)));
      expect(batches.flatMap((batch) => batch.records.map((record) => record.sourceId))).toEqual([
        'cl-1',
        'cl-5',
        'cl-9',
      ]);
      const lines = batches.flatMap((batch) => batch.problems).map((problem) => problem.line);
      expect(lines.sort((a, b) => a - b)).toEqual([4, 5, 8]);
    }
  });
});

describe('readFdcRelease', () => {
  it('joins the four files read in 1 MB chunks: each kept food with its last figure per nutrient', async () => {
    const nutrients = Array.from(
      { length: 60_000 },
      (_, n) => `${n},${900000 + (n % 3)},${n % 2 ? 1008 : 1003},${n % 90}.5`,
    );
    const files: Record<string, string> = {
      nutrient: 'id,name,unit_name,nutrient_nbr\n1008,Energy,KCAL,208\n1003,Protein,G,203\n',
      food: 'fdc_id,data_type,description\n900000,sr_legacy_food,Uno\n900001,foundation_food,Dos\n900002,branded_food,Tres\n',
      food_nutrient: `id,fdc_id,nutrient_id,amount\n${nutrients.join('\n')}\n`,
      food_portion:
        'id,fdc_id,seq_num,amount,measure_unit_id,portion_description,modifier,gram_weight\n1,900000,1,1,9,cup,,240\n',
    };
    const batches = await all(readFdcRelease(async (role) => inChunks(files[role] ?? '', 1024 * 1024)));
    const records = batches.flatMap((batch) => batch.records);
    expect(batches.flatMap((batch) => batch.problems)).toEqual([]);
    expect(records.map((record) => record.sourceId).sort()).toEqual(['900000', '900001']);
    // Read in file order: the last figure of each nutrient wins.
    const last = (fdcId: number, nutrient: number) =>
      nutrients
        .filter((line) => line.split(',')[1] === String(fdcId) && line.split(',')[2] === String(nutrient))
        .at(-1)
        ?.split(',')[3];
    const uno = records.find((record) => record.sourceId === '900000');
    expect(String(uno?.nutrients.energy_kcal)).toBe(String(Number(last(900000, 1008))));
    expect(String(uno?.nutrients.protein_g)).toBe(String(Number(last(900000, 1003))));
    expect(uno?.measures).toEqual([{ label: '1 cup', grams: 240 }]);
    expect(batches.at(-1)?.bytesRead).toBe(
      Object.values(files).reduce((sum, text) => sum + Buffer.byteLength(text), 0),
    );
  });
});
