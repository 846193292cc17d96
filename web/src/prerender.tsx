import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { preloadPage } from './app/pages';

function AtHome({ children }: { children: ReactNode }) {
  return <StaticRouter location="/">{children}</StaticRouter>;
}

/**
 * The home page as a guest first sees it, drawn at build time (web/build/prerender-home.ts): the
 * same tree main.tsx hydrates, with the page's code loaded first, as main.tsx waits for it too.
 */
export async function renderHome(): Promise<string> {
  await preloadPage('/');
  return renderToString(<App Router={AtHome} />);
}
