import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installConsoleNoiseFilter } from '@/utils/console-noise';
import { App } from '@/app/app';
import './styles.css';

installConsoleNoiseFilter();

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
