// Measures the performance budgets of DESIGN.md and prints the figures. Budgets are reported,
// not asserted by timers in the tests: a figure over budget is marked and the exit code is 1.
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { spawnLocalCloud, type SpawnedCloud } from '../infra/local/spawn-cloud';
import { seedProducts } from '../infra/seed/catalog';
import { SCENT_FINDER_PATH } from '@shared/catalog/scent-finder-path';
import { productPath } from '@shared/catalog/product-page';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { catalogueThroughput } from './bench-catalogue';
import { HTTPS_FRONT_CHROMIUM_ARGS, startHttpsFront } from './bench-https';
import { lambdaFigures } from './bench-lambdas';
import { growthTable } from './bench-growth';
import { mixedLoad } from './bench-load';
import { checkoutRace } from './bench-race';
import { productPageFigures } from './bench-product-pages';
import { spreadsheetFigures } from './bench-spreadsheets';
import { workbookMemoryFigures } from './bench-workbook-memory';

// First load ≤ 100 KB since React 19 (DESIGN.md said 90 under React 18), Lighthouse mobile performance 100 and accessibility ≥ 95.
// A product page, prerendered for search engines and shared links, is held to SEO and best
// practices 100 and LCP ≤ 1.5 s too, and loads no more JS than /shop.
// The scent finder, with a shared link's answers so its matches show, is held to performance 95.
const BUDGET = {
  firstLoadKb: 100,
  lambdaKb: 100,
  performance: 100,
  finderPerformance: 95,
  accessibility: 95,
  seo: 100,
  bestPractices: 100,
  productLcpMs: 1500,
};
/** A seeded product's page, measured beside the storefront's pages. */
const PRODUCT_PAGE = productPath(seedProducts()[0]!.product_id);
const FINDER_PAGE = `${SCENT_FINDER_PATH}?for=women&family=Gourmand&love=Vanilla&when=evening&budget=100-200`;
const PAGES = ['/', '/shop', PRODUCT_PAGE, FINDER_PAGE];
/** Lighthouse runs per page: one run's score moves with the machine's load, so the median counts. */
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** Code that only the cart and checkout, the payment step, the admin area or its spreadsheets may load. */
const FIRST_LOAD_OUTSIDERS = {
  checkout: 'Failed to initialize payment',
  'Stripe.js loader': 'js.stripe.com',
  'local card form': 'expected_payment_method_type',
  'admin screens': 'Inventory Management',
  exceljs: 'xl/worksheets/sheet',
};
let overBudget = 0;

function line(label: string, value: string, ok = true) {
  if (!ok) overBudget += 1;
  console.log(`${ok ? '  ' : '✗ '}${label.padEnd(48)} ${value}`);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The JS a real first visit fetches (entry, preloads and the page's lazy chunk), gzipped. */
async function firstLoadJs(cloud: SpawnedCloud, path: string): Promise<{ files: number; gzipped: number; text: string }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scripts: Promise<Buffer>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.body());
    });
    await page.goto(`${cloud.site}${path}`, { waitUntil: 'networkidle' });
    const bodies = await Promise.all(scripts);
    const sizes = bodies.map((body) => gzipSync(body, { level: 9 }).length);
    return { files: sizes.length, gzipped: sizes.reduce((a, b) => a + b, 0), text: bodies.map((body) => body.toString('utf8')).join('\n') };
  } finally {
    await browser.close();
  }
}

interface LighthouseRun {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  /** First and largest contentful paint and total blocking time, ms, as Lighthouse simulates them. */
  fcp: number;
  lcp: number;
  tbt: number;
}

/** Lighthouse's mobile performance and accessibility scores for a page, 0–100, and its paint figures. */
async function lighthouseRun(url: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, ...HTTPS_FRONT_CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
      logLevel: 'error',
      output: 'json',
    });
    const score = (id: string) => Math.round((result?.lhr.categories[id]?.score ?? 0) * 100);
    const ms = (id: string) => Math.round(result?.lhr.audits[id]?.numericValue ?? NaN);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      seo: score('seo'),
      bestPractices: score('best-practices'),
      fcp: ms('first-contentful-paint'),
      lcp: ms('largest-contentful-paint'),
      tbt: ms('total-blocking-time'),
    };
  } finally {
    chrome.kill();
  }
}

/** Several runs of a page; the run with the median performance score stands for them. */
async function lighthouseMedian(url: string): Promise<{ median: LighthouseRun; scores: number[] }> {
  const runs: LighthouseRun[] = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) runs.push(await lighthouseRun(url));
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.lcp - a.lcp);
  return { median: sorted[Math.floor(sorted.length / 2)]!, scores: runs.map((run) => run.performance) };
}

async function main() {
  console.log('Storefront first load');
  const built = spawnSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('web build failed');
  const chunks = readdirSync('web/dist/assets').filter((f) => f.endsWith('.js'));
  line('  JS chunks in the build', String(chunks.length));
  const cloud = await spawnLocalCloud();
  try {
    let shopFirstLoad = Infinity;
    for (const path of PAGES) {
      const { files, gzipped, text } = await firstLoadJs(cloud, path);
      if (path === '/shop') shopFirstLoad = gzipped;
      const budget = path === PRODUCT_PAGE ? Math.min(BUDGET.firstLoadKb * 1024, shopFirstLoad) : BUDGET.firstLoadKb * 1024;
      const shown = path === PRODUCT_PAGE ? `budget /shop's ${kb(shopFirstLoad)}` : `budget ${BUDGET.firstLoadKb} KB`;
      line(`  ${path} first-load JS (${files} files, gzipped)`, `${kb(gzipped)} (${shown})`, gzipped <= budget);
      // Distinctive strings of code that must stay out of the storefront's first load.
      const leaks = Object.entries(FIRST_LOAD_OUTSIDERS)
        .filter(([, marker]) => text.includes(marker))
        .map(([name]) => name);
      line(
        `  ${path} without payments, admin and exceljs`,
        leaks.length ? `found: ${leaks.join(', ')}` : 'none loaded',
        leaks.length === 0,
      );
    }
    // Over HTTPS and HTTP/2, as CloudFront serves the site: the budget. Then over the local site's
    // own plain HTTP/1.1, which no visitor gets, for comparison (scripts/bench-https.ts).
    const front = await startHttpsFront(cloud.site);
    try {
      for (const { name, base, held } of [
        { name: 'HTTPS and HTTP/2, as CloudFront serves it', base: front.url, held: true },
        { name: 'plain HTTP/1.1 of the local site, not held to the budget', base: cloud.site, held: false },
      ]) {
        console.log(`\nLighthouse (mobile, local build, median of ${LIGHTHOUSE_RUNS} runs): ${name}`);
        for (const path of PAGES) {
          const { median, scores } = await lighthouseMedian(`${base}${path}`);
          const least = path === FINDER_PAGE ? BUDGET.finderPerformance : BUDGET.performance;
          const budget = held ? `; budget ${least}` : '';
          line(`  ${path} performance`, `${median.performance} (runs ${scores.join(', ')}${budget})`, !held || median.performance >= least);
          line(`  ${path} FCP / LCP / TBT`, `${median.fcp} / ${median.lcp} / ${median.tbt} ms`);
          line(
            `  ${path} accessibility`,
            `${median.accessibility} (budget ${BUDGET.accessibility})`,
            median.accessibility >= BUDGET.accessibility,
          );
          if (path !== PRODUCT_PAGE) continue;
          line(
            `  ${path} LCP`,
            `${median.lcp} ms${held ? ` (budget ${BUDGET.productLcpMs} ms)` : ''}`,
            !held || median.lcp <= BUDGET.productLcpMs,
          );
          line(`  ${path} SEO`, `${median.seo} (budget ${BUDGET.seo})`, median.seo >= BUDGET.seo);
          line(
            `  ${path} best practices`,
            `${median.bestPractices}${held ? ` (budget ${BUDGET.bestPractices})` : ''}`,
            !held || median.bestPractices >= BUDGET.bestPractices,
          );
        }
      }
    } finally {
      await front.close();
    }
    await lambdaFigures(cloud, line, BUDGET.lambdaKb);
    await catalogueThroughput(cloud, line);
    // Before the growth and the spreadsheet import add 10,000 products: their pages keep the stream's
    // product pages reader busy for minutes, and one edit's latency would measure that backlog.
    await productPageFigures(cloud, line);
    await growthTable(cloud, line);
    await mixedLoad(cloud, line);
    await checkoutRace(cloud, line);
    await spreadsheetFigures(cloud, line);
  } finally {
    await cloud.stop();
  }
  await workbookMemoryFigures(line);
  // In a process of its own: it runs a cloud of its own, and this process's table client stays
  // pointed at the cloud above.
  const alerts = spawnSync('npx', ['tsx', 'scripts/bench-alerts.ts'], { stdio: 'inherit' });
  if (alerts.status !== 0) overBudget += 1;
  const stream = spawnSync('npx', ['tsx', 'scripts/bench-stream.ts'], { stdio: 'inherit' });
  if (stream.status !== 0) overBudget += 1;
  console.log(overBudget ? `\n${overBudget} figure(s) over budget` : '\nAll figures within budget');
  process.exit(overBudget ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
