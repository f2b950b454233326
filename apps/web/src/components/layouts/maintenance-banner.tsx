import { Info } from 'lucide-react';
import { usePublicSettings } from '@/lib/public-settings';

/** The admin's "Aviso de mantención", above every signed-in screen while it has text. */
export function MaintenanceBanner() {
  const settings = usePublicSettings();
  const text = settings.data?.maintenance_banner;
  if (!text) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm text-brand-900"
    >
      <Info aria-hidden className="size-4 shrink-0" />
      {text}
    </div>
  );
}
