import { BrowserRouter } from 'react-router';
import { AppProvider } from './provider';
import { OfflineBanner } from '@/components/layouts/offline-banner';
import { AppRoutes } from './router';

export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <OfflineBanner />
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
