/**
 * React Router as the islands of a visitor's public page need it (vite.config.ts puts this
 * module in its place in the islands' build; docs/decisions/070-islands-on-public-pages.md).
 * There are no routes in the browser there: the page is the server's, the address is the
 * window's, and following a link loads the next page from the server. So a link is a plain
 * link, drawn exactly as React Router draws it on the server, and this is a tenth of its weight.
 * An island that needs more of React Router fails the islands' build, naming what is missing.
 */
import { type AnchorHTMLAttributes, type CSSProperties, type ReactNode, type Ref, useEffect } from 'react';

type Path = { pathname?: string; search?: string; hash?: string };
export type To = string | Path;

export function createPath({ pathname = '/', search = '', hash = '' }: Path): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const fragment = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return `${pathname}${query}${fragment}`;
}

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));
const pathnameOf = (to: To) => new URL(hrefOf(to), window.location.href).pathname;

interface NavigateOptions {
  replace?: boolean;
}

function go(to: To | number, options?: NavigateOptions): void {
  if (typeof to === 'number') window.history.go(to);
  else if (options?.replace) window.location.replace(hrefOf(to));
  else window.location.assign(hrefOf(to));
}

export function useLocation() {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: null, key: 'default' };
}

export function useNavigate() {
  return go;
}

/** Islands take what the address holds as props: no route matched here to read it from. */
export function useParams(): Record<string, string | undefined> {
  return {};
}

export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams | Record<string, string>) => void,
] {
  const params = new URLSearchParams(window.location.search);
  const set = (next: URLSearchParams | Record<string, string>) =>
    go(
      { pathname: window.location.pathname, search: new URLSearchParams(next).toString() },
      { replace: true },
    );
  return [params, set];
}

export function Navigate({ to, replace }: { to: To; replace?: boolean }) {
  useEffect(() => go(to, { replace }), [to, replace]);
  return null;
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className' | 'style' | 'children'>;

/** What React Router's own links take beyond an anchor's attributes, unused by a plain link. */
interface RouterLinkProps {
  to: To;
  replace?: boolean;
  state?: unknown;
  reloadDocument?: boolean;
  preventScrollReset?: boolean;
  viewTransition?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({
  to,
  replace: _replace,
  state: _state,
  reloadDocument: _reload,
  preventScrollReset: _scroll,
  viewTransition: _transition,
  ...rest
}: AnchorProps & RouterLinkProps & { className?: string; style?: CSSProperties; children?: ReactNode }) {
  // As React Router marks a link within the site on the server (the HTML being hydrated).
  return <a {...rest} href={hrefOf(to)} data-discover="true" />;
}

interface NavLinkState {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

export function NavLink({
  to,
  end = false,
  className,
  style,
  children,
  'aria-current': ariaCurrent = 'page',
  ...rest
}: AnchorProps &
  RouterLinkProps & {
    end?: boolean;
    className?: string | ((state: NavLinkState) => string | undefined);
    style?: CSSProperties | ((state: NavLinkState) => CSSProperties | undefined);
    children?: ReactNode | ((state: NavLinkState) => ReactNode);
  }) {
  const here = window.location.pathname.toLowerCase();
  const target = pathnameOf(to).toLowerCase();
  // React Router's rule: the same path, or (without `end`) a path below it.
  const slash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive = here === target || (!end && here.startsWith(target) && here.charAt(slash) === '/');
  const state = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? ariaCurrent : undefined}
      className={
        typeof className === 'function'
          ? className(state)
          : [className, isActive ? 'active' : null].filter(Boolean).join(' ')
      }
      style={typeof style === 'function' ? style(state) : style}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
}
