import clsx from 'clsx';
import { BookOpen } from 'lucide-react';

/** Calm colour pairs for covers drawn from the title: the same e-book always gets the same one. */
const PALETTES = [
  'from-brand-700 to-brand-500 text-white',
  'from-emerald-800 to-lime-600 text-white',
  'from-amber-600 to-orange-400 text-white',
  'from-sky-800 to-cyan-600 text-white',
  'from-rose-700 to-pink-500 text-white',
  'from-violet-800 to-indigo-500 text-white',
];

function paletteOf(text: string): string {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTES[hash % PALETTES.length] ?? '';
}

/**
 * An e-book's cover: the uploaded or generated image when there is one, else a typographic cover (title and
 * category on a colour of its own), so a new e-book never shows a broken or empty box. Decorative: the card
 * names the e-book in text.
 */
export function ResourceCover({
  title,
  category,
  coverUrl,
  className,
}: {
  title: string;
  category: string;
  coverUrl: string | null;
  className?: string;
}) {
  if (coverUrl)
    return (
      <img
        src={coverUrl}
        alt=""
        loading="lazy"
        decoding="async"
        className={clsx('aspect-[3/4] w-full rounded-lg bg-gray-100 object-cover', className)}
      />
    );
  return (
    <div
      aria-hidden
      className={clsx(
        // A container: the words scale with the cover, from a table's thumbnail to a catalogue card.
        '@container flex aspect-[3/4] w-full flex-col justify-between rounded-lg bg-gradient-to-br',
        paletteOf(title),
        className,
      )}
    >
      <span className="p-[8cqw] pb-0 text-[6cqw] font-semibold tracking-widest uppercase opacity-80">
        {category}
      </span>
      <span className="line-clamp-5 px-[8cqw] font-serif text-[10cqw] leading-snug font-semibold">
        {title}
      </span>
      <span className="flex items-center gap-1 p-[8cqw] pt-0 text-[6cqw] opacity-80">
        <BookOpen className="size-[1.2em]" /> Vitalia
      </span>
    </div>
  );
}
