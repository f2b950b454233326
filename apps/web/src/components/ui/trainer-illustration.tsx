import { useId } from 'react';

/** Calm pairs from the brand's palette; a name always gets the same one. */
const PALETTES = [
  ['#0f766e', '#5eead4'],
  ['#115e59', '#99f6e4'],
  ['#0d9488', '#fbbf24'],
  ['#134e4a', '#14b8a6'],
] as const;

function paletteFor(name: string) {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTES[hash % PALETTES.length] ?? PALETTES[0];
}

/**
 * A professional without a photo yet gets an illustration in the brand's colours (issue 11), not grey
 * initials or the app icon: a soft gradient, a silhouette and a leaf.
 */
export function TrainerIllustration({ name, className }: { name: string; className?: string }) {
  const gradientId = useId();
  const [from, to] = paletteFor(name);
  return (
    <svg viewBox="0 0 240 240" role="img" aria-label={`Ilustración de ${name}`} className={className}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="240" height="240" fill={`url(#${gradientId})`} />
      <path d="M170 40c-30 4-48 26-46 56 30-2 50-24 46-56z" fill="#fff" fillOpacity=".35" />
      <circle cx="120" cy="100" r="42" fill="#fff" fillOpacity=".9" />
      <path d="M40 236c6-52 40-82 80-82s74 30 80 82z" fill="#fff" fillOpacity=".9" />
    </svg>
  );
}

/** A professional's photo, or her illustration until one is uploaded; round, `pixels` wide. */
export function TrainerPortrait({
  name,
  src,
  pixels,
  lazy = false,
  className,
}: {
  name: string;
  src: string | null;
  pixels: number;
  lazy?: boolean;
  /** Size and placement (e.g. "size-28"); the round shape and shadow come with it. */
  className: string;
}) {
  if (!src) return <TrainerIllustration name={name} className={`${className} rounded-full shadow`} />;
  return (
    <img
      src={src}
      alt={`Foto de ${name}`}
      width={pixels}
      height={pixels}
      loading={lazy ? 'lazy' : undefined}
      className={`${className} rounded-full object-cover shadow`}
    />
  );
}
