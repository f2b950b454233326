import clsx from 'clsx';
import { BookOpen } from 'lucide-react';
import { paletteOf } from '@/utils/palette';

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
