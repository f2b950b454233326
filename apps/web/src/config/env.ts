// The only reader of import.meta.env: the API base URL, same origin by default.
// (No zod here: this module is in the first chunk every visitor downloads.)
const apiUrl: unknown = import.meta.env.VITE_API_URL;

export const env = {
  VITE_API_URL: typeof apiUrl === 'string' && apiUrl.trim() !== '' ? apiUrl.trim() : '/api',
} as const;
