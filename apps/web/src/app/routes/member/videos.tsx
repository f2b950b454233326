import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { VideoCatalogue } from '@/features/videos/components/video-catalogue';

/** /videos: "Videos" in the menu (the spec's "Videos Gratis", ADR 0087); premium and prime ones are listed too, with a lock if her plan lacks them. */
export default function VideosRoute() {
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-brand-900">Videos</h1>
          <p className="mt-1 text-gray-600">Recetas, rutinas y técnicas del equipo Vitalia, a tu ritmo.</p>
        </div>
        <Link to={paths.premiumVideos} className="btn-secondary">
          Ver videos premium
        </Link>
      </header>
      <VideoCatalogue />
    </div>
  );
}

/** /videos/premium: the premium and prime videos. */
export function PremiumVideosRoute() {
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-brand-900">Videos premium</h1>
        <p className="mt-1 text-gray-600">
          Programas completos y clases grabadas de los planes Premium y Prime.
        </p>
      </header>
      <VideoCatalogue premiumOnly />
    </div>
  );
}
