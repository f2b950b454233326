import { renderDemoDocument } from './demo-pdfs';

/**
 * The demo threads' two attachments (issue 46): a photo of Josefa's lunch and Andrea's lab results. Drawn
 * at first start like the demo e-books (no binary in the repository), stored under fixed keys in the same
 * folder as members' uploads, and read through the same signed links.
 */
export const DEMO_ATTACHMENTS = {
  'lunch-photo': {
    key: 'messages/demo-almuerzo.webp',
    kind: 'image',
    name: 'Foto',
    width: 1200,
    height: 900,
    render: () => renderLunchPhoto(),
  },
  'lab-results': {
    key: 'messages/demo-examenes.pdf',
    kind: 'pdf',
    name: 'Exámenes de sangre.pdf',
    width: null,
    height: null,
    render: async () => Buffer.from((await renderLabResults()).bytes),
  },
} as const satisfies Record<
  string,
  {
    key: string;
    kind: 'image' | 'pdf';
    name: string;
    width: number | null;
    height: number | null;
    render: () => Promise<Buffer>;
  }
>;

export type DemoAttachmentName = keyof typeof DEMO_ATTACHMENTS;

/** The same "random" scatter on every start: a small seeded generator (mulberry32). */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Points scattered inside a slice of the plate: angles in degrees from 3 o'clock, clockwise. */
function scatter(
  random: () => number,
  count: number,
  fromDegrees: number,
  toDegrees: number,
  radius: number,
) {
  return Array.from({ length: count }, () => {
    const angle = ((fromDegrees + random() * (toDegrees - fromDegrees)) * Math.PI) / 180;
    const distance = Math.sqrt(random()) * radius;
    return {
      x: Math.round(600 + Math.cos(angle) * distance),
      y: Math.round(450 + Math.sin(angle) * distance),
      turn: Math.round(random() * 180),
    };
  });
}

/** A plate seen from above on a wooden table: half salad, a quarter of beans, a quarter of rice. */
export async function renderLunchPhoto(seed = 46): Promise<Buffer> {
  const random = seededRandom(seed);
  const greens = ['#3f8f3a', '#5aa83c', '#2f6e2c', '#c8412f', '#e06a2c', '#4c9a40'];
  const salad = scatter(random, 170, 92, 268, 255)
    .map(
      ({ x, y, turn }, index) =>
        `<ellipse cx="${x}" cy="${y}" rx="30" ry="15" fill="${greens[index % greens.length]}" transform="rotate(${turn} ${x} ${y})"/>`,
    )
    .join('');
  const beans = scatter(random, 150, 274, 356, 255)
    .map(
      ({ x, y, turn }) =>
        `<ellipse cx="${x}" cy="${y}" rx="13" ry="8" fill="#7a3b22" transform="rotate(${turn} ${x} ${y})"/>`,
    )
    .join('');
  const rice = scatter(random, 700, 4, 86, 260)
    .map(
      ({ x, y, turn }) =>
        `<ellipse cx="${x}" cy="${y}" rx="7" ry="3" fill="#fffdf5" stroke="#e9e1cc" stroke-width="0.6" transform="rotate(${turn} ${x} ${y})"/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <rect width="1200" height="900" fill="#b98a5a"/>
    ${Array.from({ length: 9 }, (_, row) => `<rect y="${row * 100}" width="1200" height="4" fill="#a07447"/>`).join('')}
    <circle cx="604" cy="458" r="332" fill="#000000" opacity="0.18"/>
    <circle cx="600" cy="450" r="330" fill="#f4f1ea"/>
    <circle cx="600" cy="450" r="290" fill="#ffffff"/>
    <path d="M600 450 L600 160 A290 290 0 0 1 890 450 Z" fill="#f1e6d6"/>
    <path d="M600 450 L890 450 A290 290 0 0 1 600 740 Z" fill="#f7f3e8"/>
    ${salad}${beans}${rice}
    <rect x="960" y="120" width="60" height="520" rx="10" fill="#c9ccd1"/>
  </svg>`;
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
}

function renderLabResults() {
  return renderDemoDocument(
    'Resultados de exámenes de sangre',
    'Laboratorio de ejemplo · datos ficticios de demostración',
    [
      [
        'Perfil lipídico',
        [
          'Colesterol total: 192 mg/dL (deseable bajo 200 mg/dL).',
          'Colesterol HDL: 52 mg/dL. Colesterol LDL: 118 mg/dL. Triglicéridos: 134 mg/dL.',
        ],
      ],
      [
        'Glicemia y hemoglobina',
        [
          'Glicemia en ayunas: 96 mg/dL (normal entre 70 y 99 mg/dL).',
          'Hemoglobina glicosilada (HbA1c): 5,4 %. Hemoglobina: 13,6 g/dL.',
        ],
      ],
    ],
  );
}
