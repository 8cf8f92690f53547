// The app's router (decision 0114): the part of react-router's declarative API the app uses, with
// react-router's rules — a route table matched by rank (static segments before `:params` before `*`,
// case-insensitive, params decoded), nested layouts through <Outlet>, <Link> and <NavLink> that
// handle a plain left click in the app and leave modified clicks, other buttons and other targets to
// the browser, location changes rendered under startTransition (the screen on view stays until a
// screen loading on demand has arrived). react-router's own build keeps prefetching, forms, data
// router and route-discovery code in the booking page's first load that tree-shaking cannot drop
// (≈ 12 KB brotli of the ≈ 96 KB); this is ≈ 1.5 KB.
import {
  type ComponentProps,
  createContext,
  type MouseEvent,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';

export type RouteObject = { path?: string; index?: boolean; element?: ReactNode; children?: RouteObject[] };
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';
export type Location = { pathname: string; search: string; hash: string };
type NavigateOptions = { replace?: boolean };
type Navigate = (to: string, options?: NavigateOptions) => void;
type Params = Record<string, string | undefined>;

type Router = { location: Location; navigationType: NavigationType; navigate: Navigate };
const RouterContext = createContext<Router | null>(null);
const RouteContext = createContext<{ outlet: ReactNode; params: Params }>({ outlet: null, params: {} });

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('a router hook was used outside <BrowserRouter> or <StaticRouter>');
  return router;
}

/**
 * `/path?search#hash` as its parts, as written (react-router's parsePath: nothing is re-encoded); a
 * path without a pathname (`?a=1`) stays on `pathname`.
 */
function parsePath(path: string, pathname = '/'): Location {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const rest = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = rest.indexOf('?');
  const search = searchAt >= 0 ? rest.slice(searchAt) : '';
  return {
    pathname: (searchAt >= 0 ? rest.slice(0, searchAt) : rest) || pathname,
    search: search === '?' ? '' : search,
    hash: hash === '#' ? '' : hash,
  };
}

const hrefOf = (l: Location) => l.pathname + l.search + l.hash;

const browserLocation = (): Location => {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
};

/** The browser's address bar and history: pushes and replaces, and back and forward ('POP'). */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [state, setState] = useState(() => ({
    location: browserLocation(),
    navigationType: 'POP' as NavigationType,
  }));
  useLayoutEffect(() => {
    const onPop = () =>
      startTransition(() => setState({ location: browserLocation(), navigationType: 'POP' }));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback<Navigate>((to, options = {}) => {
    const location = parsePath(to, window.location.pathname);
    const href = hrefOf(location);
    try {
      if (options.replace) window.history.replaceState(null, '', href);
      else window.history.pushState(null, '', href);
    } catch {
      // Safari limits history calls; react-router falls back to a full page load too.
      window.location.assign(href);
      return;
    }
    const navigationType = options.replace ? 'REPLACE' : 'PUSH';
    startTransition(() => setState({ location, navigationType }));
  }, []);
  const router = useMemo(() => ({ ...state, navigate }), [state, navigate]);
  return <RouterContext value={router}>{children}</RouterContext>;
}

/** One fixed location, for the server renderer: nothing navigates there. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const router = useMemo<Router>(
    () => ({
      location: parsePath(location),
      navigationType: 'POP',
      navigate: () => {
        throw new Error('cannot navigate while rendering on the server');
      },
    }),
    [location],
  );
  return <RouterContext value={router}>{children}</RouterContext>;
}

export const useLocation = (): Location => useRouter().location;
export const useNavigationType = (): NavigationType => useRouter().navigationType;
export const useNavigate = (): Navigate => useRouter().navigate;
export const useParams = (): Params => useContext(RouteContext).params;

/** The child route's screen inside a layout route. */
export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}

/** Goes to `to` once rendered (in an effect, as react-router's <Navigate> outside a data router). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

/** The query string, and a setter that navigates to the same path with a new one. */
export function useSearchParams(): [
  URLSearchParams,
  (next: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => void,
] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const search = next(new URLSearchParams(params)).toString();
      navigate(location.pathname + (search ? `?${search}` : ''), options);
    },
    [navigate, location.pathname, params],
  );
  return [params, setParams];
}

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string; replace?: boolean };

/** An in-app link: same markup as react-router's (`href`, `data-discover`), same clicks. */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const { location, navigate } = useRouter();
  const href = hrefOf(parsePath(to));
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event, target)) return;
    event.preventDefault();
    // A link to the page already on view replaces it rather than adding a history entry.
    navigate(to, { replace: replace ?? hrefOf(location) === href });
  };
  return <a {...rest} href={href} onClick={handleClick} target={target} data-discover="true" />;
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  className?: string | ((state: { isActive: boolean }) => string);
  end?: boolean;
};

/** A link that knows when it points at the page on view (or, unless `end`, one below it). */
export function NavLink({ to, className, end = false, ...rest }: NavLinkProps) {
  const here = useLocation().pathname.toLowerCase();
  const target = parsePath(to).pathname.toLowerCase();
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive = here === target || (!end && here.startsWith(target) && here.charAt(slashAt) === '/');
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={
        typeof className === 'function'
          ? className({ isActive })
          : [className, isActive ? 'active' : null].filter(Boolean).join(' ')
      }
    />
  );
}

/** Only an unmodified left click in the same tab is the app's to handle. */
function isPlainClick(event: MouseEvent, target: string | undefined): boolean {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return event.button === 0 && (!target || target === '_self') && !modified;
}

/** `pattern` (`/book/:link`, `/admin/*`) against the whole of `pathname`: its params, or null. */
export function matchPath(pattern: string, pathname: string): { params: Params } | null {
  const names: string[] = [];
  const source = pattern
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      names.push(name);
      return '/([^\\/]+)';
    });
  const splat = pattern.endsWith('*');
  if (splat) names.push('*');
  const regex = new RegExp(
    `^${source}${splat ? (pattern === '*' || pattern === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$') : '\\/*$'}`,
    'i',
  );
  const match = regex.exec(decodePath(pathname));
  if (!match) return null;
  const value = (i: number) => (match[i + 1] ?? '').replace(/%2F/g, '/');
  return { params: Object.fromEntries(names.map((name, i) => [name, value(i)])) };
}

/** Each segment decoded, a `/` inside one kept encoded (react-router's decodePath). */
function decodePath(path: string): string {
  try {
    return path
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return path;
  }
}

type Branch = { routes: RouteObject[]; path: string; score: number; order: number };

/** Every route that can be a page (a route with a path or an index), with its ancestors, ranked. */
function branchesOf(routes: RouteObject[], parents: RouteObject[] = [], into: Branch[] = []): Branch[] {
  for (const route of routes) {
    const chain = [...parents, route];
    if (route.children) branchesOf(route.children, chain, into);
    const path = [...chain].reverse().find((r) => r.path !== undefined)?.path;
    if (path === undefined || (route.path === undefined && !route.index)) continue;
    into.push({ routes: chain, path, score: scoreOf(path, route.index === true), order: into.length });
  }
  return into;
}

/** react-router's ranking: more segments, static over `:param` over `*`, an index over its parent. */
function scoreOf(path: string, index: boolean): number {
  const segments = path.split('/');
  let score = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    score += segment.startsWith(':') ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

/** The screens of the route table for the current location, outermost first (null when none). */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const ranked = useMemo(
    () => branchesOf(routes).sort((a, b) => b.score - a.score || a.order - b.order),
    [routes],
  );
  for (const branch of ranked) {
    const match = matchPath(branch.path, pathname);
    if (!match) continue;
    return branch.routes.reduceRight<ReactNode>(
      (outlet, route) => (
        // biome-ignore lint/correctness/useJsxKeyInIterable: one element nested in the next, not siblings.
        <RouteContext value={{ outlet, params: match.params }}>
          {route.element === undefined ? <Outlet /> : route.element}
        </RouteContext>
      ),
      null,
    );
  }
  return null;
}
