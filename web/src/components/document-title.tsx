import { useEffect } from 'react';

/**
 * Sets the tab's title while the page that renders it is shown, and gives the previous title
 * back when it goes (React 18 would draw a `<title>` element in the page's body instead).
 */
export function DocumentTitle({ children }: { children: string }) {
  useEffect(() => {
    const previous = document.title;
    document.title = children;
    return () => {
      document.title = previous;
    };
  }, [children]);
  return null;
}
