/** localStorage that never throws (private mode, full quota): reads give null, writes are best effort. */
export const storage = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      localStorage.setItem(key, value);
    } catch {
      // not persisted; the behaviour still holds for this visit
    }
  },
};
