import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { preloadPage } from '@/app/pages';
import { splitHoistedTags } from './render/hoisted-tags';

/**
 * A page as a guest first sees it, drawn at build time (web/build/prerender-pages.ts): the same
 * tree main.tsx hydrates, with the page's code loaded first, as main.tsx waits for it too.
 */
export async function renderPage(path: string): Promise<string> {
  await preloadPage(path);
  const At = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  const { tags, markup } = splitHoistedTags(renderToString(<App Router={At} />));
  // The page is drawn into index.html, whose head is its own: a tag the page hoists would land in `#root`.
  if (tags.length > 0) throw new Error(`The page at ${path} renders head tags its prerender has no place for: ${tags.join(' ')}`);
  return markup;
}
