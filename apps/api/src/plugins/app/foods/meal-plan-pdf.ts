import { formatShortDate } from '@vitalia/shared/dates';
import type { MealPlan } from '@vitalia/shared/meal-plans';
import { MEALS, MEAL_LABELS } from '@vitalia/shared/meal-plans';
import { newPdf } from '../../../lib/pdf-text';

const PAGE = { width: 842, height: 595, margin: 28 } as const;
const BRAND = '#0f766e';
const INK = '#1f2937';
const MUTED = '#4b5563';
const LABEL_COLUMN = 74;
const HEADER_ROW = 20;

/** A cell's lines: the first option's items, then each alternative after an "o". */
function cellText(options: MealPlan['days'][number]['meals'][number]['options']): string {
  return options
    .map((items, index) =>
      items
        .map((item, position) => `${index > 0 && position === 0 ? 'o ' : ''}${item.name} (${item.amount})`)
        .join('\n'),
    )
    .join('\n');
}

/**
 * Her week on one A4 landscape page to print or send (issue 47): days across, meals down, each slot with its
 * first option and its alternatives; no calories (the plan's figures stay on screen, where "sin números"
 * can hide them). Text that does not fit its cell ends in "…" rather than spilling onto a second page.
 */
export async function renderMealPlanPdf(plan: MealPlan, memberName: string): Promise<Uint8Array> {
  const { doc, text, finish } = await newPdf({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    info: { Title: `Plan de alimentación: ${plan.title}`, Author: 'Vitalia' },
  });
  const regular = text.fontFor('regular');
  const bold = text.fontFor('bold');
  const inner = PAGE.width - 2 * PAGE.margin;

  doc.fillColor(BRAND).font(bold).fontSize(16);
  doc.text(`Plan de alimentación · ${plan.title}`, PAGE.margin, PAGE.margin, {
    width: inner,
    lineBreak: false,
    ellipsis: true,
  });
  const published = plan.published_at ? ` · publicado el ${formatShortDate(plan.published_at)}` : '';
  doc.fillColor(MUTED).font(regular).fontSize(9);
  doc.text(
    `${memberName} · ${plan.professional} · versión ${plan.version}${published}`,
    PAGE.margin,
    PAGE.margin + 22,
    {
      width: inner,
      lineBreak: false,
      ellipsis: true,
    },
  );

  const days = [...plan.days].sort((a, b) => a.day - b.day);
  const meals = MEALS.filter((meal) => days.some((day) => day.meals.some((slot) => slot.meal === meal)));
  const top = PAGE.margin + 44;
  const bottom = PAGE.height - PAGE.margin - 24;
  const columnWidth = (inner - LABEL_COLUMN) / Math.max(days.length, 1);
  const rowHeight = (bottom - top - HEADER_ROW) / Math.max(meals.length, 1);

  doc.lineWidth(0.5).strokeColor('#cbd5e1');
  days.forEach((day, index) => {
    const x = PAGE.margin + LABEL_COLUMN + index * columnWidth;
    doc.rect(x, top, columnWidth, HEADER_ROW).fillAndStroke('#e6f4f1', '#cbd5e1');
    doc.fillColor(BRAND).font(bold).fontSize(9);
    doc.text(day.label, x + 4, top + 6, { width: columnWidth - 8, align: 'center', lineBreak: false });
  });
  meals.forEach((meal, row) => {
    const y = top + HEADER_ROW + row * rowHeight;
    doc.rect(PAGE.margin, y, LABEL_COLUMN, rowHeight).fillAndStroke('#f8fafc', '#cbd5e1');
    doc.fillColor(INK).font(bold).fontSize(9);
    doc.text(MEAL_LABELS[meal], PAGE.margin + 6, y + 6, { width: LABEL_COLUMN - 12 });
    days.forEach((day, index) => {
      const x = PAGE.margin + LABEL_COLUMN + index * columnWidth;
      doc.rect(x, y, columnWidth, rowHeight).stroke('#cbd5e1');
      const slot = day.meals.find((candidate) => candidate.meal === meal);
      if (!slot) return;
      doc.fillColor(INK).font(regular).fontSize(7);
      doc.text(cellText(slot.options), x + 4, y + 4, {
        width: columnWidth - 8,
        height: rowHeight - 8,
        ellipsis: true,
        lineGap: 1,
      });
    });
  });

  doc.fillColor(MUTED).font(regular).fontSize(7.5);
  doc.text(
    '«o» marca una alternativa a lo anterior. Cantidades en medidas caseras con sus gramos; valores de los alimentos referenciales. Vitalia',
    PAGE.margin,
    PAGE.height - PAGE.margin - 12,
    { width: inner, lineBreak: false, ellipsis: true },
  );
  return finish();
}
