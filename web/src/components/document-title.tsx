import { useEffect } from 'react';

/**
 * Sets the tab's title while the page that renders it is shown, and gives the previous title
 * back when it goes. Set after rendering, not rendered as React's `<title>`: the build draws the
 * home page and the shop into index.html, whose head keeps its own title (web/src/prerender.tsx
 * refuses a page that renders head tags). Product pages, drawn with their own head, render theirs
 * (features/shop/components/product-head.tsx).
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
