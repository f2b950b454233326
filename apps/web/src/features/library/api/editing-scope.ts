import { createContext, useContext } from 'react';

/**
 * Who is editing e-books: an admin (every e-book, /api/admin/resources) or a professional (her own,
 * /api/trainer/resources). The same table and editor serve both; the server decides what each may touch.
 */
export interface ResourceEditingScope {
  apiBase: string;
}

export const ADMIN_RESOURCES_SCOPE: ResourceEditingScope = { apiBase: '/admin/resources' };
export const TRAINER_RESOURCES_SCOPE: ResourceEditingScope = { apiBase: '/trainer/resources' };

export const ResourceEditingContext = createContext<ResourceEditingScope>(ADMIN_RESOURCES_SCOPE);
export const useResourceEditingScope = () => useContext(ResourceEditingContext);
