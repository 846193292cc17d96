import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { type To, createPath, resolveTo } from './location';
import { useLocation, useNavigate } from './router';

export type LinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  to: To;
  /** Overwrite the current history entry (the default when the link points where we are). */
  replace?: boolean;
  state?: unknown;
};

/** An anchor that navigates in the app on a plain left click, and acts as a normal link otherwise. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const href = createPath(resolveTo(to, location.pathname));
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self') || modified) return;
    event.preventDefault();
    navigate(to, { replace: replace ?? createPath(location) === href, state });
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

export type NavLinkProps = LinkProps & {
  className?: string;
  /** Active only on this exact path, not below it. */
  end?: boolean;
};

/** A link marked `active` and `aria-current="page"` while the address is its path (or below it). */
export function NavLink({ className, end = false, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const here = pathname.toLowerCase();
  const target = resolveTo(rest.to, pathname).pathname.toLowerCase();
  const boundary = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const active = here === target || (!end && here.startsWith(target) && here.charAt(boundary) === '/');
  return (
    <Link
      {...rest}
      aria-current={active ? 'page' : undefined}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ')}
    />
  );
}
