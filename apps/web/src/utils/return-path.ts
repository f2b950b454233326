/**
 * Where to go after signing in or up: the storefront's `?volver=/cursos/…` (issue 48 §1). Only a path of this
 * site is followed; anything that could leave it ("//otro.cl", "https://…", "/\\otro.cl") is ignored.
 */
export function returnPathFrom(search: string): string | null {
  const wanted = new URLSearchParams(search).get('volver');
  if (!wanted || !wanted.startsWith('/') || wanted.startsWith('//') || wanted.includes('\\')) return null;
  return wanted;
}
