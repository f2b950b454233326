import { useSyncExternalStore } from 'react';

/** SPEC §4: "A real-time refresh flag is toggleable, default on." Kept in this browser only. */
const REALTIME_KEY = 'notifications_realtime';
const CHANGED = 'vitalia:notifications-realtime';

function read(): boolean {
  try {
    return localStorage.getItem(REALTIME_KEY) !== 'off';
  } catch {
    return true;
  }
}

function subscribe(onChange: () => void): () => void {
  // Another tab (storage) or another part of this page (our own event) changed it.
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

export function setRealtimeNotifications(on: boolean): void {
  try {
    localStorage.setItem(REALTIME_KEY, on ? 'on' : 'off');
  } catch {
    // not persisted (private mode): nothing else to do, the bell keeps the default
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Whether the bell listens live; the bell and Mi Perfil's switch read the same value. */
export function useRealtimeNotifications(): boolean {
  return useSyncExternalStore(subscribe, read, () => true);
}
