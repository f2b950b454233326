import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOOD_MESSAGES as M } from '@vitalia/shared/messages/foods';
import { FOOD_CSV_COLUMNS } from '../../../../plugins/app/foods/food-csv';
import { buildTestApp, type TestContext } from '../../../../../test/helper';
import { signedInAgent } from '../../../../../test/factories';
import { samplePdf } from '../../../../../../../test-support/sample-pdf';

/** Importing the foods table (issue 47), on PGlite and PostgreSQL. */
let ctx: TestContext;
type Agent = Awaited<ReturnType<typeof signedInAgent>>;
let admin: Agent;
let member: Agent;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await signedInAgent(ctx.app, { isAdmin: true });
  member = await signedInAgent(ctx.app);
});
afterAll(() => ctx.close());

/** A multipart body of several files, each under its field name. */
function multipart(files: Record<string, string | Buffer>) {
  const boundary = `----vitalia${Date.now()}`;
  const parts = Object.entries(files).map(([field, data]) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${field}.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.from(data),
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (who: Agent, files: Record<string, string | Buffer>) =>
  who.agent.request({ method: 'POST', url: '/api/admin/foods/imports', ...multipart(files) });

/** Uploads, waits for the job, and answers the import's report. */
async function imported(files: Record<string, string | Buffer>) {
  const response = await upload(admin, files);
  expect(response.statusCode, response.body).toBe(202);
  const id = response.json().import.id as number;
  expect(response.json().import.status).toBe('queued');
  // The queue's worker runs it, as in production; its progress is read back as the admin's page does.
  for (let waited = 0; waited < 30_000; waited += 100) {
    const report = (await admin.agent.get(`/api/admin/foods/imports/${id}`)).json().import;
    if (report.status === 'done' || report.status === 'failed') return report;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`import ${id} did not finish`);
}

const header = FOOD_CSV_COLUMNS.join(',');
const ours = (porotoKcal = '140') =>
  [
    header,
    `cl-001,Porotos con riendas,porotos con tallarines,Preparaciones,solido,${porotoKcal},6.5,2,0.4,22,1,5.5,210,1 plato=300`,
    'cl-002,Pastel de choclo,,Preparaciones,solido,160,7,7.5,2.6,16,4,1.8,290,1 porción=350',
    'cl-003,Mote con huesillo,,Bebidas,liquido,95,0.8,0.1,0,23,18,1,5,1 vaso=250',
    'cl-004,,,Preparaciones,solido,100,1,1,1,1,1,1,1,',
    'cl-005,Cazuela de vacuno,,Preparaciones,solido,mucho,6,3,1,7,1,1,250,1 plato=400',
  ].join('\n');

describe('an import of our CSV', () => {
  it('adds the good rows, reports each bad one with its line in Spanish, and twice is once', async () => {
    const first = await imported({ file: ours() });
    expect(first).toMatchObject({ status: 'done', progress: 1, inserted: 3, updated: 0, refused: 2 });
    expect(first.problems).toEqual([
      { file: 'CSV', line: 5, errors: ['nombre: debe tener entre 2 y 120 caracteres.'] },
      { file: 'CSV', line: 6, errors: ['energia_kcal: debe ser un número entre 0 y 900 por 100 g.'] },
    ]);
    const found = (await member.agent.get('/api/foods?q=porotos con riendas')).json().foods;
    expect(found[0]).toMatchObject({
      name: 'Porotos con riendas',
      source: 'CSV importado por la administración',
    });
    const drink = (await member.agent.get('/api/foods?q=huesillo')).json().foods[0];
    expect(drink).toMatchObject({ state: 'liquid', seals: ['energy_kcal', 'sugars_g'] });

    const again = await imported({ file: ours() });
    expect(again).toMatchObject({ status: 'done', inserted: 0, updated: 0, unchanged: 3, refused: 2 });
    const changed = await imported({ file: ours('150') });
    expect(changed).toMatchObject({ inserted: 0, updated: 1, unchanged: 2 });
    expect(
      (await member.agent.get('/api/foods?q=porotos con riendas')).json().foods[0].per_100.energy_kcal,
    ).toBe(150);
  });

  it('refuses what is not a CSV, an incomplete release and anyone but an admin, keeping nothing', async () => {
    const pdf = await upload(admin, { file: await samplePdf('Prueba', 1) });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe(M.importNotCsv);
    const partial = await upload(admin, { food: 'fdc_id,data_type,description\n1,sr_legacy_food,Apple\n' });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe(M.importFiles);
    expect((await upload(member, { file: ours() })).statusCode).toBe(403);
    const json = await admin.agent.post('/api/admin/foods/imports', { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect((await admin.agent.get('/api/admin/foods/imports/999999')).json().message).toBe(M.importNotFound);
  });
});

describe('an import of the FoodData Central release', () => {
  it('keeps SR Legacy and Foundation foods with our eight figures and their portions; skips branded ones', async () => {
    const report = await imported({
      nutrient:
        'id,name,unit_name,nutrient_nbr,rank\n1008,Energy,KCAL,208,300\n1003,Protein,G,203,600\n1093,"Sodium, Na",MG,307,5800\n1258,"Fatty acids, total saturated",G,606,9700\n',
      food: 'fdc_id,data_type,description,food_category_id,publication_date\n171705,sr_legacy_food,"Avocados, raw, all commercial varieties",9,2019-04-01\n999001,branded_food,"Brand chips",,2021-01-01\n',
      food_nutrient:
        'id,fdc_id,nutrient_id,amount\n1,171705,1008,160\n2,171705,1003,2\n3,171705,1093,7\n4,171705,1258,2.126\n5,999001,1008,540\n',
      food_portion:
        'id,fdc_id,seq_num,amount,measure_unit_id,portion_description,modifier,gram_weight\n1,171705,1,1,9999,"cup, cubes",,150\n2,171705,2,1,9999,,"avocado, NS as to Florida or California",201\n',
    });
    expect(report).toMatchObject({ status: 'done', kind: 'fdc', inserted: 1, refused: 0 });
    const avocado = (await member.agent.get('/api/foods?q=avocados raw')).json().foods[0];
    expect(avocado).toMatchObject({
      name: 'Avocados, raw, all commercial varieties',
      licence: 'Dominio público (CC0 1.0)',
      per_100: { energy_kcal: 160, protein_g: 2, sodium_mg: 7, saturated_fat_g: 2.126, sugars_g: 0 },
    });
    expect(avocado.measures).toEqual([
      { label: '1 cup, cubes', grams: 150 },
      { label: '1 avocado, NS as to Florida or', grams: 201 },
    ]);
    const chips = (await member.agent.get('/api/foods?q=brand chips')).json().foods as { name: string }[];
    expect(chips.map((food) => food.name)).not.toContain('Brand chips');
  });
});
