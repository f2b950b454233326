import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { domainPlugin } from '../domain-plugin';
import type { ContentKind } from '../entitlements/entitlements';
import { prepareCatalogueState } from './catalogue-repository';

/** Distinct list pages remembered per instance; a query string past it pushes out the least used. */
const PAGES_MAX = 500;

/** The version the catalogue is at, and the items of one kind the viewer holds by grant now. */
export interface CatalogueState {
  version: number;
  granted: ReadonlySet<number>;
}

/**
 * What a domain's per-viewer query for a page answers: her own figures for each listed item and, from the
 * same statement (`catalogueStateColumns`), the catalogue's state; null when it found no row to carry it.
 */
export interface ViewerOverlay<Figures> {
  state: CatalogueState | null;
  figures: Map<number, Figures>;
}

/** A list page as every member sees it: what `read` remembers. */
export interface ListPage<Row extends { id: number }> {
  rows: Row[];
  total: number;
  categories: string[];
}

export interface CataloguePage<Row extends { id: number }, Figures> {
  page: ListPage<Row>;
  /** The viewer's own part of the page (progress, enrolments, reads), by item id. */
  figures: Map<number, Figures>;
  granted: ReadonlySet<number>;
}

/** A prepared query built with `catalogueStateColumns`, one row per listed item (`id`). */
interface OverlayQuery<Row> {
  execute(values: { viewerId: number; ids: number[]; now: Date }): Promise<Row[]>;
}

/**
 * A repository's `viewerOverlay`: runs its prepared per-viewer query for a page's items and splits the rows
 * into the catalogue's state and her figures by id (`figuresOf` keeps the domain's own columns).
 */
export function overlayReader<
  Row extends { id: number; catalogueVersion: number; granted: number[] },
  Figures,
>(query: OverlayQuery<Row>, figuresOf: (row: Row) => Figures) {
  return async (viewerId: number, ids: number[]): Promise<ViewerOverlay<Figures>> => {
    const rows = ids.length ? await query.execute({ viewerId, ids, now: new Date() }) : [];
    const first = rows[0];
    return {
      state: first ? { version: first.catalogueVersion, granted: new Set(first.granted.map(Number)) } : null,
      figures: new Map(rows.map((row) => [row.id, figuresOf(row)])),
    };
  };
}

/**
 * The member catalogues' pages (courses, videos, e-books and the search across them) without anything of
 * the viewer in them, remembered per instance and tagged with the catalogue version they were read at
 * (ADR 0044). Every request still asks PostgreSQL for the current version, in the same statement as the
 * viewer's grants and her figures for the remembered page: a page is served only while nothing it shows
 * has changed since, on any instance, so there is no staleness window and nothing rests on LISTEN. A miss
 * reads the version before the page, so a change committing in between is seen as newer on the next
 * request, never remembered under the old version.
 */
export function cataloguePages(app: FastifyInstance) {
  const db: Db = app.db;
  const pages = new Map<string, { version: number; page: unknown }>();
  /** Reads of a page under way, so fifty members asking at once after a change cost one read. */
  const loading = new Map<string, Promise<unknown>>();

  const stateQueries = new Map<ContentKind, ReturnType<typeof prepareCatalogueState>>();

  /** The state alone: on a miss (before reading the page) and for a page with nothing on it. */
  async function state(viewerId: number, kind: ContentKind): Promise<CatalogueState> {
    let query = stateQueries.get(kind);
    if (!query) stateQueries.set(kind, (query = prepareCatalogueState(db, kind)));
    const [row] = await query.execute({ viewerId, now: new Date() });
    if (!row) throw new Error('catalogue_version has no row (migration 0021)');
    return { version: row.catalogueVersion, granted: new Set(row.granted.map(Number)) };
  }

  function remember(key: string, version: number, page: unknown) {
    pages.delete(key);
    pages.set(key, { version, page });
    if (pages.size > PAGES_MAX) {
      const oldest = pages.keys().next();
      if (!oldest.done) pages.delete(oldest.value);
    }
  }

  /** One read of a page per version and key, however many ask for it at once. */
  function loadOnce<Page>(key: string, version: number, load: () => Promise<Page>): Promise<Page> {
    // A request that saw the old page may get here after another's read of this version has finished
    // (and left `loading`): the page it remembered is the answer, not a second read.
    const known = pages.get(key);
    if (known?.version === version) return Promise.resolve(known.page as Page);
    const flight = `${version}:${key}`;
    let pending = loading.get(flight) as Promise<Page> | undefined;
    if (!pending) {
      pending = load().then((page) => {
        remember(key, version, page);
        return page;
      });
      loading.set(flight, pending);
      const done = () => loading.delete(flight);
      pending.then(done, done);
    }
    return pending;
  }

  return {
    /**
     * One page of a catalogue for one viewer: `list` and `categories` read the page as everyone sees it
     * (only on a miss), `overlay` (a repository's `overlayReader`) her own figures with the catalogue's state.
     */
    async read<Row extends { id: number }, Figures>(options: {
      key: string;
      viewerId: number;
      kind: ContentKind;
      list: () => Promise<{ rows: Row[]; total: number }>;
      categories: () => Promise<string[]>;
      overlay: (viewerId: number, ids: number[]) => Promise<ViewerOverlay<Figures>>;
    }): Promise<CataloguePage<Row, Figures>> {
      const { key, viewerId, kind } = options;
      const overlayOf = (page: ListPage<Row>) =>
        options.overlay(
          viewerId,
          page.rows.map((row) => row.id),
        );
      const cached = pages.get(key) as { version: number; page: ListPage<Row> } | undefined;
      let current: CatalogueState | null = null;
      if (cached) {
        const overlay = await overlayOf(cached.page);
        current = overlay.state ?? (await state(viewerId, kind));
        if (current.version === cached.version) {
          remember(key, cached.version, cached.page);
          return { page: cached.page, figures: overlay.figures, granted: current.granted };
        }
        // Changed since: the state just read is older than anything committed after it, as a miss needs.
      }
      current ??= await state(viewerId, kind);
      const page = await loadOnce(key, current.version, async (): Promise<ListPage<Row>> => {
        const [found, categories] = await Promise.all([options.list(), options.categories()]);
        return { ...found, categories };
      });
      const overlay = await overlayOf(page);
      return { page, figures: overlay.figures, granted: (overlay.state ?? current).granted };
    },
  };
}

export type CataloguePages = ReturnType<typeof cataloguePages>;

declare module 'fastify' {
  interface FastifyInstance {
    cataloguePages: CataloguePages;
  }
}

export default domainPlugin('cataloguePages', cataloguePages, ['database']);
