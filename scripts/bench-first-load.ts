// The storefront's first load in detail, for work on it: the scripts a first visit to `/` and
// `/shop` fetches (each gzipped), and Lighthouse mobile over several runs with the median score
// and the metrics behind it, since one run's score varies, the more so on a busy machine.
// Usage: npm run build:web && tsx scripts/bench-first-load.ts [runs per page, default 5; 0: sizes only]
// PAGES=/,/about picks other pages. Lighthouse visits over HTTPS and HTTP/2, as CloudFront serves
// the site (scripts/bench-https.ts); TRANSPORT=http1 visits the local site's plain HTTP/1.1.
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { gzipSync } from 'node:zlib';
import { spawnLocalCloud } from '../infra/local/spawn-cloud';
import { seedProducts } from '../infra/seed/catalog';
import { productPath } from '@shared/catalog/product-page';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { HTTPS_FRONT_CHROMIUM_ARGS, startHttpsFront } from './bench-https';

/** A seeded product's page, prerendered: also scored for SEO and best practices. */
const PRODUCT_PAGE = productPath(seedProducts()[0]!.product_id);
const PAGES = (process.env.PAGES ?? `/,/shop,${PRODUCT_PAGE}`).split(',');
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Every script a first visit fetches, by path, gzipped at level 9 (what the bench counts). */
async function firstLoadScripts(url: string): Promise<{ name: string; gzipped: number }[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scripts: Promise<{ name: string; gzipped: number }>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      scripts.push(res.body().then((body) => ({ name: new URL(res.url()).pathname, gzipped: gzipSync(body, { level: 9 }).length })));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return await Promise.all(scripts);
  } finally {
    await browser.close();
  }
}

/** One Lighthouse mobile run: the performance score and its metrics (ms, CLS unitless). */
async function lighthouseRun(
  url: string,
): Promise<{ score: number; metrics: Record<string, number>; lcpElement: string; seo: number; bestPractices: number }> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, ...HTTPS_FRONT_CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: url.endsWith(PRODUCT_PAGE) ? ['performance', 'seo', 'best-practices'] : ['performance'],
      logLevel: 'error',
      output: 'json',
    });
    const lhr = result!.lhr;
    const metrics = Object.fromEntries(Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? NaN]));
    const lcp = lhr.audits['largest-contentful-paint-element']?.details as
      { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
    const lcpElement = lcp?.items?.[0]?.items?.[0]?.node?.snippet ?? '?';
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    return { score: score('performance'), metrics, lcpElement, seo: score('seo'), bestPractices: score('best-practices') };
  } finally {
    chrome.kill();
  }
}

async function main() {
  const runs = Number(process.argv[2] ?? 5);
  const cloud = await spawnLocalCloud();
  const front = process.env.TRANSPORT === 'http1' ? undefined : await startHttpsFront(cloud.site);
  try {
    for (const path of PAGES) {
      const scripts = await firstLoadScripts(`${cloud.site}${path}`);
      const total = scripts.reduce((sum, s) => sum + s.gzipped, 0);
      console.log(`${path} first-load JS: ${kb(total)} gzipped in ${scripts.length} files`);
      for (const s of scripts) console.log(`    ${kb(s.gzipped).padStart(9)}  ${s.name}`);
    }
    for (const path of runs > 0 ? PAGES : []) {
      const results = [];
      for (let i = 0; i < runs; i += 1) results.push(await lighthouseRun(`${front?.url ?? cloud.site}${path}`));
      console.log(
        `\n${path} Lighthouse mobile performance (${front ? 'HTTPS, HTTP/2' : 'HTTP/1.1'}): median ${median(results.map((r) => r.score))} of ${results.map((r) => r.score).join(', ')}`,
      );
      for (const name of Object.keys(METRICS)) {
        const values = results.map((r) => r.metrics[name]!);
        const shown = name === 'CLS' ? median(values).toFixed(3) : `${Math.round(median(values))} ms`;
        console.log(`    ${name.padEnd(4)} median ${shown}`);
      }
      console.log(`    LCP element: ${results[0]!.lcpElement}`);
      if (path === PRODUCT_PAGE) {
        console.log(
          `    SEO median ${median(results.map((r) => r.seo))}, best practices median ${median(results.map((r) => r.bestPractices))}`,
        );
      }
    }
  } finally {
    await front?.close();
    await cloud.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
