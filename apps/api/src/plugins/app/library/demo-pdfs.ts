/**
 * The demo library's e-books as real PDFs in Spanish, written at first start (not committed: a binary in the
 * repository would be a file nobody can review). pdf-lib's standard fonts cover Spanish (WinAnsi: á, ñ, ¿, ¡).
 */
import type { PDFFont, PDFPage } from 'pdf-lib';

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
const GREEN = [0.09, 0.45, 0.36] as const;

/** Breaks a paragraph into lines that fit `width` at `size` points. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** A real, readable PDF of one demo e-book; answers its bytes and page count. */
export async function renderDemoBook(
  slug: string,
  title: string,
): Promise<{ bytes: Uint8Array; pages: number } | null> {
  const book = DEMO_BOOKS[slug];
  if (!book) return null;
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor('Vitalia');
  doc.setLanguage('es-CL');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const green = rgb(...GREEN);
  const textWidth = PAGE.width - 2 * PAGE.margin;

  const cover = doc.addPage([PAGE.width, PAGE.height]);
  cover.drawRectangle({ x: 0, y: 0, width: PAGE.width, height: PAGE.height, color: rgb(0.93, 0.97, 0.95) });
  cover.drawRectangle({ x: 0, y: PAGE.height - 260, width: PAGE.width, height: 260, color: green });
  cover.drawText('VITALIA', {
    x: PAGE.margin,
    y: PAGE.height - 90,
    size: 16,
    font: bold,
    color: rgb(1, 1, 1),
  });
  let y = PAGE.height - 150;
  for (const line of wrap(title, bold, 30, textWidth)) {
    cover.drawText(line, { x: PAGE.margin, y, size: 30, font: bold, color: rgb(1, 1, 1) });
    y -= 36;
  }
  y = PAGE.height - 320;
  for (const line of wrap(book.subtitle, regular, 16, textWidth)) {
    cover.drawText(line, { x: PAGE.margin, y, size: 16, font: regular, color: rgb(0.15, 0.2, 0.18) });
    y -= 22;
  }

  let page: PDFPage = cover;
  const newPage = () => {
    page = doc.addPage([PAGE.width, PAGE.height]);
    page.drawText(title, { x: PAGE.margin, y: PAGE.height - 40, size: 9, font: regular, color: green });
    y = PAGE.height - PAGE.margin - 20;
  };
  for (const [heading, paragraphs] of book.sections) {
    // Each section starts on its own page, as a printed guide would.
    newPage();
    page.drawText(heading, { x: PAGE.margin, y, size: 20, font: bold, color: green });
    y -= 34;
    for (const paragraph of paragraphs) {
      for (const line of wrap(paragraph, regular, 12, textWidth)) {
        if (y < PAGE.margin) newPage();
        page.drawText(line, { x: PAGE.margin, y, size: 12, font: regular, color: rgb(0.1, 0.1, 0.1) });
        y -= 18;
      }
      y -= 10;
    }
  }
  const pages = doc.getPageCount();
  doc.getPages().forEach((each, index) => {
    if (index > 0)
      each.drawText(`${index + 1} / ${pages}`, {
        x: PAGE.width - PAGE.margin - 30,
        y: 30,
        size: 9,
        font: regular,
      });
  });
  return { bytes: await doc.save(), pages };
}
