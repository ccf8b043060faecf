/**
 * The URL contract (docs/url-parameters.md), pure: `#/<panel>?<params>`. Only values that differ from the
 * panel's defaults are written; decoding never throws, and what it cannot use it reports.
 * Links without `v` are version 1; a future version writes `v=N` and adds a migration here.
 */
const URL_STATE_VERSION = 1;

export type Inputs = Readonly<Record<string, string>>;

export interface ParamSpec {
  /** The URL key, a public contract: never rename without a migration. */
  readonly key: string;
  /** The value of the panel's worked example. */
  readonly default: string;
}

export interface Route {
  /** The panel named by the hash, or null for an empty hash. */
  readonly panelId: string | null;
  readonly query: URLSearchParams;
  readonly embed: boolean;
  /**
   * An embed's `show=`: the section ids asked for, as written (trimmed, empty ones dropped), or
   * null when the link has no `show`. Which of them the panel has is the embed's to check.
   */
  readonly show: readonly string[] | null;
  /** An embed's `theme=` as written, or null when the link has none (follow the host). */
  readonly theme: string | null;
}

/** Keys that belong to the route, not to a panel's inputs. */
const ROUTE_KEYS = new Set(['v', 'embed', 'show', 'theme']);
/** Route keys that say how a link is shown, not what it computes (`v` does determine inputs). */
const VIEW_KEYS = new Set(['embed', 'show', 'theme']);

/** How a link is to be shown; every part optional (a plain link by default). */
export interface View {
  readonly embed?: boolean;
  /** Section ids for `show=`, in the order given; none or empty means the whole panel. */
  readonly show?: readonly string[];
  readonly theme?: string;
}

type Migration = (query: URLSearchParams) => URLSearchParams;
/** MIGRATIONS[n] turns a version-n query into a version-(n+1) one. */
const MIGRATIONS: Readonly<Record<number, Migration>> = {};

export function parseHash(hash: string): Route {
  const body = hash.replace(/^#/, '');
  const [path = '', search = ''] = splitOnce(body, '?');
  const panelId = path.replace(/^\/+/, '').replace(/\/+$/, '') || null;
  const query = new URLSearchParams(search);
  const show = query.get('show');
  return {
    panelId,
    query,
    embed: query.has('embed') && query.get('embed') !== '0',
    show:
      show === null
        ? null
        : show
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
    theme: query.get('theme'),
  };
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + 1)];
}

/**
 * True when the query is a link that determines the panel: any input, or the version marker
 * that a link at the worked example carries (`#/nines?v=1`). A bare `#/nines` is not one.
 */
export function hasInputParams(query: URLSearchParams): boolean {
  return [...query.keys()].some((k) => !VIEW_KEYS.has(k));
}

export function encodeQuery(specs: readonly ParamSpec[], inputs: Inputs): string {
  const query = new URLSearchParams();
  for (const spec of specs) {
    const value = inputs[spec.key] ?? spec.default;
    if (value !== spec.default) query.set(spec.key, value);
  }
  return query.toString();
}

/**
 * The hash for a panel's inputs. At the worked example it still says `v=1`, so that a copied
 * link never reads as a bare panel URL (which would restore the recipient's saved inputs).
 * `show` and `theme` are written only when asked (`view`), after `embed`; `true` is `{ embed: true }`.
 */
export function buildHash(
  panelId: string,
  specs: readonly ParamSpec[],
  inputs: Inputs,
  view: boolean | View = false,
): string {
  const { embed = false, show = [], theme } = typeof view === 'boolean' ? { embed: view } : view;
  const query = encodeQuery(specs, inputs) || `v=${URL_STATE_VERSION}`;
  // Commas stay readable in `show=a,b`; each id is escaped on its own.
  const shown = show.length > 0 ? `show=${show.map(encodeURIComponent).join(',')}` : '';
  const themed = theme ? new URLSearchParams({ theme }).toString() : '';
  const tail = [query, embed ? 'embed' : '', shown, themed].filter(Boolean).join('&');
  return `#/${panelId}${tail ? `?${tail}` : ''}`;
}

export interface Decoded {
  readonly inputs: Inputs;
  /** What the link held that could not be used, in words. */
  readonly problems: readonly string[];
}

/** Every spec key gets a value: the link's text when present, the default otherwise. */
export function decodeQuery(specs: readonly ParamSpec[], original: URLSearchParams): Decoded {
  const problems: string[] = [];
  const version = Number(original.get('v') ?? URL_STATE_VERSION);
  let query = original;
  if (!Number.isInteger(version) || version < 1 || version > URL_STATE_VERSION) {
    problems.push(
      `This link says it is version “${original.get('v') ?? ''}”, which this app does not know; ` +
        'its values were read as today’s.',
    );
  } else {
    for (let v = version; v < URL_STATE_VERSION; v++) query = MIGRATIONS[v]?.(query) ?? query;
  }
  const known = new Set(specs.map((s) => s.key));
  for (const key of new Set(query.keys())) {
    if (!known.has(key) && !ROUTE_KEYS.has(key))
      problems.push(`The link’s “${key}” is not a setting of this panel; it was ignored.`);
  }
  const inputs = Object.fromEntries(specs.map((s) => [s.key, query.get(s.key) ?? s.default]));
  return { inputs, problems };
}
