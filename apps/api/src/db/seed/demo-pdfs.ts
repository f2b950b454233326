/**
 * The demo library's e-books as real PDFs in Spanish, written at first start (not committed: a binary in the
 * repository would be a file nobody can review). Demo content, kept with the seed (issue 44 §7); drawn with
 * pdfkit and the fonts of every PDF we make (lib/pdf-text.ts, ADR 0060), the one PDF library of the server.
 */
import { unicodePdf } from '../../lib/pdf-text';

interface DemoBook {
  subtitle: string;
  sections: ReadonlyArray<readonly [heading: string, paragraphs: readonly string[]]>;
}

const PLATO = [
  'Llena la mitad del plato con verduras y frutas de distintos colores: cada color aporta vitaminas y antioxidantes diferentes.',
  'Un cuarto del plato es para proteínas: legumbres, pescado, huevo, pollo o carnes magras. Las legumbres cuentan dos veces: son proteína y fibra.',
  'El último cuarto es para cereales integrales o tubérculos: arroz integral, quínoa, papa con cáscara o pan integral.',
  'Agrega una porción pequeña de grasas buenas (palta, aceite de oliva, frutos secos) y acompaña con agua, no con bebidas azucaradas.',
] as const;

export const DEMO_BOOKS: Record<string, DemoBook> = {
  'guia-plato-saludable': {
    subtitle: 'Cómo armar comidas equilibradas sin contar calorías',
    sections: [
      ['El método del plato', PLATO],
      [
        'Desayunos',
        [
          'Un buen desayuno combina proteína, fibra y una fruta: yogur natural con avena y plátano, o pan integral con huevo y tomate.',
          '¿Sin tiempo? Deja la avena remojando la noche anterior con leche o bebida vegetal y canela.',
        ],
      ],
      [
        'Almuerzos y cenas',
        [
          'Aplica el plato en cada comida principal. Una cazuela con harta verdura, un trozo de zapallo, choclo y presa de pollo ya es un plato equilibrado.',
          'En la cena, porciones algo menores y preparaciones livianas: sopas de verduras, tortillas o ensaladas completas.',
        ],
      ],
      [
        'Colaciones',
        [
          'Una fruta, un puñado de frutos secos sin sal o un yogur natural mantienen la energía entre comidas.',
          'Evita los productos con sellos "ALTO EN": son una señal clara de exceso de azúcar, sodio, grasas saturadas o calorías.',
        ],
      ],
      [
        'Hidratación',
        [
          'Seis a ocho vasos de agua al día, más si haces actividad física o hace calor.',
          'Las infusiones sin azúcar y el agua con rodajas de limón o pepino son buenas alternativas.',
        ],
      ],
    ],
  },
  'recetario-legumbres': {
    subtitle: 'Porotos, lentejas y garbanzos para toda la semana',
    sections: [
      [
        'Por qué legumbres',
        [
          'Las legumbres son baratas, saciantes y ricas en proteína vegetal, fibra, hierro y ácido fólico.',
          'La recomendación es comerlas al menos dos veces por semana; idealmente, más.',
        ],
      ],
      [
        'Porotos con riendas',
        [
          'Ingredientes (4 porciones): 2 tazas de porotos remojados, 1 taza de tallarines, 1 trozo de zapallo, 1 cebolla, 1 zanahoria, ají de color, sal y comino.',
          'Cuece los porotos en agua sin sal hasta que estén blandos. Sofríe la cebolla y la zanahoria, agrega el zapallo en cubos y el sofrito a los porotos. Suma los tallarines los últimos 10 minutos.',
        ],
      ],
      [
        'Lentejas guisadas',
        [
          'Ingredientes: 2 tazas de lentejas, 1 pimentón, 1 cebolla, 1 papa, 1 diente de ajo, orégano y una hoja de laurel.',
          'Las lentejas no necesitan remojo. Cuécelas con el laurel, agrega el sofrito y la papa en cubos, y cocina hasta que la papa esté tierna.',
        ],
      ],
      [
        'Garbanzos al horno',
        [
          'Seca bien garbanzos cocidos, mézclalos con aceite de oliva, merkén y sal, y hornea a 200 °C por 30 minutos.',
          'Son una colación crujiente y una buena alternativa a las papas fritas.',
        ],
      ],
      [
        'Hummus de garbanzos',
        [
          'Procesa 2 tazas de garbanzos cocidos con jugo de limón, ajo, comino, una cucharada de tahini o aceite y agua de cocción hasta lograr una pasta suave.',
        ],
      ],
    ],
  },
  'diario-de-habitos': {
    subtitle: 'Treinta días para observar, ajustar y celebrar',
    sections: [
      [
        'Cómo usar este diario',
        [
          'Cada día anota lo que comiste, cuánta agua tomaste, cuánto te moviste y cómo te sentiste. No se trata de juzgar, sino de observar.',
          'Al final de cada semana revisa tus notas y elige un solo cambio pequeño para la semana siguiente.',
        ],
      ],
      ...Array.from(
        { length: 4 },
        (_, week) =>
          [
            `Semana ${week + 1}`,
            [
              'Mi objetivo de esta semana: ______________________________',
              'Lunes: ____  Martes: ____  Miércoles: ____  Jueves: ____  Viernes: ____  Sábado: ____  Domingo: ____',
              '¿Qué me resultó fácil? ______________________________',
              '¿Qué me costó y por qué? ______________________________',
            ],
          ] as const,
      ),
      [
        'Celebra tu avance',
        ['¡Llegaste al día 30! Escribe tres cambios que notaste en tu energía, tu sueño o tu ánimo.'],
      ],
    ],
  },
  'etiquetado-alto-en': {
    subtitle: 'Leer los sellos y la tabla nutricional en 30 segundos',
    sections: [
      [
        'Los sellos negros',
        [
          'La Ley 20.606 exige un sello "ALTO EN" cuando un alimento supera los límites de azúcares, sodio, grasas saturadas o calorías por cada 100 g o 100 ml.',
          'Menos sellos es mejor; sin sellos, mejor aún. Compara productos parecidos y elige el que tenga menos.',
        ],
      ],
      [
        'La tabla nutricional',
        [
          'Mira primero la porción: todos los valores de la columna "por porción" dependen de ella.',
          'Usa la columna "por 100 g" para comparar dos productos entre sí.',
        ],
      ],
      [
        'La lista de ingredientes',
        [
          'Los ingredientes van de mayor a menor cantidad. Si el azúcar aparece entre los primeros, o con varios nombres (jarabe, dextrosa, maltodextrina), el producto es muy dulce.',
        ],
      ],
    ],
  },
  'plan-de-entrenamiento': {
    subtitle: 'Ocho semanas de fuerza y movilidad en casa',
    sections: [
      [
        'Antes de empezar',
        [
          'Consulta con tu médico si tienes una condición de salud. Calienta cinco minutos antes de cada sesión y detente si sientes dolor.',
        ],
      ],
      ...Array.from(
        { length: 8 },
        (_, week) =>
          [
            `Semana ${week + 1}`,
            [
              `Tres sesiones de ${25 + week * 5} minutos: sentadillas, flexiones de brazos apoyadas, puente de glúteos, remo con botella y plancha.`,
              `Series: ${week < 4 ? 3 : 4} de ${10 + week} repeticiones, descanso de 60 segundos. Termina con cinco minutos de elongación.`,
            ],
          ] as const,
      ),
    ],
  },
};

const PAGE = { width: 595, height: 842, margin: 64 } as const;
const GREEN = '#17735c';
const INK = '#1a1a1a';

/** A real, readable PDF of one demo e-book; answers its bytes and page count. */
export async function renderDemoBook(
  slug: string,
  title: string,
): Promise<{ bytes: Uint8Array; pages: number } | null> {
  const book = DEMO_BOOKS[slug];
  return book ? renderDemoDocument(title, book.subtitle, book.sections) : null;
}

/** A demo document: a cover with the title and subtitle, then one page per section. */
export async function renderDemoDocument(
  title: string,
  subtitle: string,
  sections: DemoBook['sections'],
): Promise<{ bytes: Uint8Array; pages: number }> {
  // Loaded on the first demo document, not at start (ADR 0053).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: PAGE.margin,
    bufferPages: true,
    lang: 'es-CL',
    info: { Title: title, Author: 'Vitalia' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { fontFor } = await unicodePdf(doc);
  const width = PAGE.width - 2 * PAGE.margin;

  // The cover: a band with the brand and the title, the subtitle below.
  doc.rect(0, 0, PAGE.width, PAGE.height).fill('#edf7f2');
  doc.rect(0, 0, PAGE.width, 260).fill(GREEN);
  doc.fillColor('#ffffff').font(fontFor('bold')).fontSize(16).text('VITALIA', PAGE.margin, 76, { width });
  doc.fontSize(30).text(title, PAGE.margin, 120, { width, lineGap: 4 });
  doc.fillColor('#26332e').font(fontFor('regular')).fontSize(16).text(subtitle, PAGE.margin, 300, { width });

  for (const [heading, paragraphs] of sections) {
    // Each section starts on its own page, as a printed guide would; pdfkit adds pages as the text needs.
    doc.addPage();
    doc.fillColor(GREEN).font(fontFor('bold')).fontSize(20).text(heading, { width });
    doc.moveDown(0.6);
    doc.fillColor(INK).font(fontFor('regular')).fontSize(12);
    for (const paragraph of paragraphs) doc.text(paragraph, { width, lineGap: 5, paragraphGap: 10 });
  }

  // Running title and page numbers once the length is known (every page but the cover).
  const { start, count } = doc.bufferedPageRange();
  for (let index = start + 1; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Drawn inside the margins' band: without this pdfkit would start a new page for the footer.
    doc.page.margins.bottom = 0;
    doc.font(fontFor('regular')).fontSize(9).fillColor(GREEN);
    doc.text(title, PAGE.margin, 32, { width, lineBreak: false });
    doc.fillColor(INK).text(`${index + 1} / ${count}`, PAGE.margin, PAGE.height - 44, {
      width,
      align: 'right',
      lineBreak: false,
    });
  }
  doc.end();
  return { bytes: new Uint8Array(await done), pages: count };
}
