/** Calm colour pairs for covers drawn from a title: the same title always gets the same one. */
const PALETTES = [
  'from-brand-700 to-brand-500 text-white',
  'from-emerald-800 to-lime-600 text-white',
  'from-amber-600 to-orange-400 text-white',
  'from-sky-800 to-cyan-600 text-white',
  'from-rose-700 to-pink-500 text-white',
  'from-violet-800 to-indigo-500 text-white',
];

export function paletteOf(text: string): string {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTES[hash % PALETTES.length] ?? '';
}
