import { SEAL_DISCLAIMER, SEAL_LABELS, type SealKey } from '@vitalia/shared/nutrition-rules';

/** The octagon's eight corners on a 100 × 100 box. */
const OCTAGON = '29.3,2 70.7,2 98,29.3 98,70.7 70.7,98 29.3,98 2,70.7 2,29.3';

/** One black "ALTO EN" octagon, drawn as the law draws it, named for screen readers. */
function Seal({ seal }: { seal: SealKey }) {
  const { high, what } = SEAL_LABELS[seal];
  const words = what.split(' ');
  return (
    <svg
      viewBox="0 0 100 100"
      role="img"
      aria-label={`${high} ${what}`.toLowerCase()}
      className="size-16 shrink-0"
    >
      <polygon points={OCTAGON} fill="#000" stroke="#fff" strokeWidth="3" />
      <text
        x="50"
        y={words.length > 1 ? 38 : 45}
        textAnchor="middle"
        fill="#fff"
        fontSize="15"
        fontWeight="700"
      >
        {high}
      </text>
      {words.map((word, index) => (
        <text
          key={word}
          x="50"
          y={(words.length > 1 ? 56 : 63) + index * 15}
          textAnchor="middle"
          fill="#fff"
          fontSize={word.length > 9 ? 10.5 : 13}
          fontWeight="700"
        >
          {word}
        </text>
      ))}
    </svg>
  );
}

/**
 * The reference seals of a food or recipe, always with the sentence that says they are a guide (issue 47):
 * the legal ones belong on packaged foods. Nothing but a short note when there is none.
 */
export function Seals({ seals }: { seals: readonly SealKey[] }) {
  return (
    <div className="space-y-2">
      {seals.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Sellos de advertencia">
          {seals.map((seal) => (
            <li key={seal}>
              <Seal seal={seal} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-700">Sin sellos «ALTO EN».</p>
      )}
      <p className="text-xs text-gray-600">{SEAL_DISCLAIMER}.</p>
    </div>
  );
}
