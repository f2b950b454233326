/** "Publicado" / "Borrador" in an admin table, the same pill everywhere. */
export function PublishStatus({ status }: { status: 'draft' | 'published' }) {
  return (
    <span
      className={
        status === 'published'
          ? 'rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800'
          : 'rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700'
      }
    >
      {status === 'published' ? 'Publicado' : 'Borrador'}
    </span>
  );
}
