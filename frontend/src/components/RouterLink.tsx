import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export interface RouterLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** The app's own path (a string starting with '/', or a path object). */
  to: To;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link within the app: react-router's `<Link>` as the app uses it (an in-app path, no prefetching, no
 * masking or view transitions), rendering the same `<a>`. React Router's own Link also carries the code of
 * its prefetching (Framework mode's `<PrefetchPageLinks>` and what that reads), which would otherwise be part
 * of every page's first load.
 */
export function RouterLink({ to, replace, onClick, target, ref, ...rest }: RouterLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={href} onClick={handleClick} ref={ref} target={target} data-discover="true" />;
}
