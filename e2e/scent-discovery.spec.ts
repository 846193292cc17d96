import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { defaultFilters, familyOptions, matchingNoteOptions, noteOptions, notesOf } from '@shared/catalog/filters';
import { productIdOfPath, productPath, similarOf } from '@shared/catalog/product-page';
import { type FinderAnswers, type FinderMatch, findScents, finderAnswersParams } from '@/features/scent-finder/scent-finder';
import { NOTE_TIERS } from '@shared/catalog/scent-profile';
import { matchesSearch } from '@/lib/catalog/search';
import { applyShopQuery } from '@/features/shop/shop-query';
import type { Product } from '@shared/types';
import { expectNoHorizontalOverflow } from './admin-support';

/**
 * Shopping by scent: the shop's Scent Family and Notes filters (kept in the address), the notes
 * pyramid and the "Similar scents" row of a product page, the search box finding notes, and the
 * scent finder (/scent-finder): five answers, ranked matches with reasons, a shareable address,
 * usable by keyboard alone. What to pick is read from the published catalogue, never hard-coded.
 */

async function catalogueOf(request: APIRequestContext): Promise<Product[]> {
  const answer = await request.get('/api/customer/products');
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as Product[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

function summaryOf(count: number): RegExp {
  return new RegExp(`^Showing 1–${Math.min(12, count)} of ${count} products?$`);
}

const hasNote = (product: Product, note: string) => notesOf(product).some((n) => n.toLowerCase() === note.toLowerCase());

/**
 * A family and a note that together narrow the catalogue to one page of 3 to 12 products, with
 * a prefix of the note that the notes search matches with other notes too (so the arrows have a
 * choice to make), and at least one of those products with similar scents to follow.
 */
function aFamilyAndNote(catalogue: Product[]) {
  const notes = noteOptions(catalogue);
  const families = [...familyOptions(catalogue)].sort((a, b) => b.count - a.count);
  for (const family of families) {
    for (const { value: note } of notes) {
      const prefix = note.slice(0, 4).toLowerCase();
      const offered = matchingNoteOptions(notes, prefix, []);
      if (offered.length < 2 || !offered.some((option) => option.value === note)) continue;
      const filters = { ...defaultFilters(catalogue), families: [family.value], notes: [note] };
      const shown = applyShopQuery(catalogue, { filters });
      if (shown.length < 3 || shown.length > 12) continue;
      if (!shown.some((product) => similarOf(product, catalogue).length > 0)) continue;
      return { family, note, prefix, shown };
    }
  }
  throw new Error('no family and note in the seed catalogue narrow the shop to one page');
}

test('the shop filters by family and note, keeps both in the address, and leads to a product and its similar scents', async ({
  page,
  request,
}) => {
  const catalogue = await catalogueOf(request);
  const { family, note, prefix, shown } = aFamilyAndNote(catalogue);
  const byName = new Map(catalogue.map((product) => [product.name, product]));

  await page.goto('/shop');
  const cards = page.getByTestId('product-card');
  const summary = page.locator('.shop__summary');
  await expect(cards).toHaveCount(12);
  const filters = page.getByRole('region', { name: 'Filters' });

  // A family: its checkbox says how many products it holds.
  const familyBox = filters
    .getByRole('group', { name: 'Scent Family' })
    .getByRole('checkbox', { name: `${family.value} (${family.count})`, exact: true });
  await familyBox.check();
  await expect(page).toHaveURL(/[?&]family=/);

  // A note: typed in part, then chosen among the matching notes with the arrows and Enter.
  const noteSearch = filters.getByRole('combobox', { name: /^Find a note/ });
  await noteSearch.fill(prefix);
  const listbox = filters.getByRole('listbox', { name: 'Matching notes' });
  await expect(listbox).toBeVisible();
  await expect(noteSearch).toHaveAttribute('aria-expanded', 'true');
  const wanted = listbox.getByRole('option', { name: new RegExp(`^${escapeRegExp(note)} \\(\\d+\\)$`) });
  await expect(wanted).toBeVisible();
  await noteSearch.press('ArrowDown');
  for (let presses = 0; presses < 8 && (await wanted.getAttribute('aria-selected')) !== 'true'; presses++)
    await noteSearch.press('ArrowDown');
  await expect(wanted).toHaveAttribute('aria-selected', 'true');
  await noteSearch.press('Enter');
  await expect(filters.getByRole('button', { name: `Remove ${note}` })).toBeVisible();
  await expect(noteSearch).toHaveValue('');

  // Both live in the address, and the grid shows exactly the products of that family with that note.
  await expect.poll(() => new URL(page.url()).searchParams.getAll('note')).toEqual([note]);
  expect(new URL(page.url()).searchParams.getAll('family')).toEqual([family.value]);
  await expect(summary).toHaveText(summaryOf(shown.length));
  await expect(cards).toHaveCount(shown.length);
  const names = await cards.getByRole('heading').allInnerTexts();
  expect(names).toEqual(shown.map((product) => product.name));
  for (const name of names) {
    const product = byName.get(name);
    expect(product, `${name} is in the catalogue`).toBeTruthy();
    expect(product!.scent_family, name).toBe(family.value);
    expect(hasNote(product!, note), `${name} lists ${note}`).toBe(true);
  }

  // The address alone brings the same selection back.
  const address = page.url();
  await page.reload();
  await expect(page).toHaveURL(address);
  await expect(summary).toHaveText(summaryOf(shown.length));
  await expect(familyBox).toBeChecked();
  await expect(filters.getByRole('button', { name: `Remove ${note}` })).toBeVisible();
  expect(await cards.getByRole('heading').allInnerTexts()).toEqual(names);

  // A product with similar scents: its popup lists them and leads to its own page.
  const product = shown.find((candidate) => similarOf(candidate, catalogue).length > 0)!;
  const similar = similarOf(product, catalogue);
  const card = cards.filter({ has: page.getByRole('heading', { name: product.name, exact: true }) });
  await card.getByRole('heading').getByRole('button', { name: product.name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: product.name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Similar scents' }).getByRole('link')).toHaveText(similar.map((other) => other.name));
  await dialog.getByRole('link', { name: 'View full details' }).click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(productPath(product.product_id))}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  // Its notes pyramid, tier by tier.
  const profile = page.getByRole('region', { name: 'Scent profile' });
  await expect(profile).toBeVisible();
  await expect(profile).toContainText(family.value);
  const tierNames = { top: 'Top notes', heart: 'Heart notes', base: 'Base notes' } as const;
  for (const tier of NOTE_TIERS) {
    const listed = product.notes?.[tier] ?? [];
    const list = profile.getByRole('list', { name: tierNames[tier] });
    if (listed.length === 0) await expect(list).toHaveCount(0);
    else await expect(list.getByRole('listitem')).toHaveText(listed);
  }
  expect(NOTE_TIERS.some((tier) => (product.notes?.[tier] ?? []).some((n) => n.toLowerCase() === note.toLowerCase()))).toBe(true);

  // Its "Similar scents" row, in the catalogue's order; the first card leads to that product's page.
  // (A card's link holds its sale badge as well as the name, so the names are matched in part.)
  const related = page.getByRole('region', { name: 'Similar scents' }).getByTestId('related-card');
  await expect(related).toHaveCount(similar.length);
  for (const [index, other] of similar.entries()) {
    const link = related.nth(index).getByRole('link', { name: other.name, exact: true });
    await expect(link).toHaveAttribute('href', productPath(other.product_id));
  }
  await related.first().getByRole('link', { name: similar[0]!.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: similar[0]!.name })).toBeVisible();
  const landedId = productIdOfPath(new URL(page.url()).pathname);
  expect(landedId, page.url()).toBeTruthy();
  expect(product.similar_scents).toContain(landedId);
  expect(landedId).toBe(similar[0]!.product_id);
});

test('the search box finds products by their notes, not only by their names', async ({ page, request }) => {
  const catalogue = await catalogueOf(request);
  const expected = applyShopQuery(catalogue, { search: 'vanilla' });
  const firstPage = expected.slice(0, 12);
  // On the first page: a product that says nothing of vanilla but in its notes.
  const byNoteOnly = firstPage.find(
    (product) => hasNote(product, 'Vanilla') && !matchesSearch(product, 'vanilla', ['name', 'brand', 'category', 'tags']),
  );
  expect(byNoteOnly, 'a product with a vanilla note and no vanilla in its name on the first page').toBeTruthy();

  await page.goto('/shop');
  const cards = page.getByTestId('product-card');
  const summary = page.locator('.shop__summary');
  await expect(summary).toHaveText(summaryOf(catalogue.length));
  await page.getByRole('searchbox', { name: 'Search products' }).fill('vanilla');
  await expect(summary).toHaveText(summaryOf(expected.length));
  expect(expected.length).toBeGreaterThan(catalogue.filter((product) => product.name.toLowerCase().includes('vanilla')).length);
  await expect(cards.getByRole('heading')).toHaveText(firstPage.map((product) => product.name));
  const card = cards.filter({ has: page.getByRole('heading', { name: byNoteOnly!.name, exact: true }) });
  await expect(card).toHaveCount(1);
  expect(byNoteOnly!.name.toLowerCase()).not.toContain('vanilla');
});

/** One answer of the finder, a radio or a checkbox named by its label alone (a ticked chip's mark is not read). */
function choice(page: Page, question: string, role: 'radio' | 'checkbox', label: string): Locator {
  return page.getByRole('group', { name: question }).getByRole(role, { name: label, exact: true });
}

/** The answers the finder tests give: for her, gourmands, vanilla, evening, $100 to $200, and a note to avoid. */
const BASE_ANSWERS: FinderAnswers = {
  for: 'women',
  families: ['Gourmand'],
  love: ['Vanilla'],
  avoid: [],
  when: 'evening',
  budget: '100-200',
};

/**
 * A note to avoid, among those the finder offers: one that some matches list (so avoiding it
 * changes the matches) while at least 3 still match. Answers the full answers and their matches.
 */
async function answersWithAnAvoidedNote(page: Page, catalogue: Product[]): Promise<{ answers: FinderAnswers; matches: FinderMatch[] }> {
  const avoidGroup = page.getByRole('group', { name: "Notes you'd rather avoid" });
  await expect(avoidGroup.getByRole('checkbox').first()).toBeVisible();
  const before = findScents(catalogue, BASE_ANSWERS);
  for (const { value: note } of noteOptions(catalogue)) {
    if (BASE_ANSWERS.love.includes(note)) continue;
    if (!before.some((match) => hasNote(match.product, note))) continue;
    const answers = { ...BASE_ANSWERS, avoid: [note] };
    const matches = findScents(catalogue, answers);
    if (matches.length < 3) continue;
    if ((await avoidGroup.getByRole('checkbox', { name: note, exact: true }).count()) === 0) continue;
    return { answers, matches };
  }
  throw new Error('no note offered to avoid leaves 3 matches');
}

/** The answers in the address as the finder writes them. */
function expectAddressHolds(url: string, answers: FinderAnswers): void {
  const params = new URL(url).searchParams;
  expect(new URL(url).pathname).toBe('/scent-finder');
  expect(params.get('for')).toBe(answers.for);
  expect(params.getAll('family')).toEqual(answers.families);
  expect(params.getAll('love')).toEqual(answers.love);
  expect(params.getAll('avoid')).toEqual(answers.avoid);
  expect(params.get('when')).toBe(answers.when);
  expect(params.get('budget')).toBe(answers.budget);
}

/** The matches shown: each a list item whose link, named by the product, leads to its page, with the reason. */
async function expectMatches(page: Page, matches: FinderMatch[]): Promise<void> {
  const results = page.getByRole('region', { name: 'Your matches' });
  await expect(results.getByRole('heading', { level: 2, name: 'Your matches' })).toBeVisible();
  const items = results.getByRole('list').getByRole('listitem');
  await expect(items).toHaveCount(matches.length);
  for (const [index, { product, reason }] of matches.entries()) {
    const item = items.nth(index);
    await expect(item.getByRole('link')).toHaveCount(1);
    await expect(item.getByRole('link')).toHaveText(product.name);
    await expect(item.getByRole('link')).toHaveAttribute('href', productPath(product.product_id));
    await expect(item.getByText(reason, { exact: true })).toBeVisible();
    expect(reason, product.name).toMatch(/vanilla|gourmand/i);
  }
}

async function shownNames(page: Page): Promise<string[]> {
  return page.getByRole('region', { name: 'Your matches' }).getByRole('list').getByRole('listitem').getByRole('link').allInnerTexts();
}

test('the scent finder from the home page: five answers, ranked matches with reasons, and a link that shows them again', async ({
  page,
  request,
  browser,
  context,
}) => {
  const catalogue = await catalogueOf(request);
  await page.goto('/');
  await page.getByRole('link', { name: 'Find your scent' }).click();
  await expect(page).toHaveURL(/\/scent-finder$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Scent finder' })).toBeVisible();
  // No answers yet, no matches.
  await expect(page.getByRole('heading', { name: 'Your matches' })).toHaveCount(0);

  const { answers, matches } = await answersWithAnAvoidedNote(page, catalogue);
  await choice(page, 'Who is it for?', 'radio', 'For her').check();
  await choice(page, 'Which families do you like?', 'checkbox', 'Gourmand').check();
  await choice(page, 'Notes you love', 'checkbox', 'Vanilla').check();
  await choice(page, "Notes you'd rather avoid", 'checkbox', answers.avoid[0]!).check();
  await choice(page, 'Day or evening?', 'radio', 'Evening').check();
  await choice(page, 'Your budget', 'radio', '$100 to $200').check();
  await page.getByRole('button', { name: 'Show my matches' }).click();

  await expect(page).toHaveURL(/\?/);
  expectAddressHolds(page.url(), answers);
  expect(matches.length).toBeGreaterThanOrEqual(3);
  await expectMatches(page, matches);
  // What was avoided is not among them.
  for (const { product } of matches) expect(hasNote(product, answers.avoid[0]!), product.name).toBe(false);
  const order = await shownNames(page);
  expect(order).toEqual(matches.map((match) => match.product.name));

  // "Copy link" copies this address.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: /copied/i })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  // The link opened cold elsewhere shows the same matches, in the same order, with nothing pressed.
  const elsewhere = await browser.newContext();
  try {
    const shared = await elsewhere.newPage();
    await shared.goto(page.url());
    await expect(shared.getByRole('heading', { level: 1, name: 'Scent finder' })).toBeVisible();
    await expectMatches(shared, matches);
    expect(await shownNames(shared)).toEqual(order);
    // The form shows the answers the link holds.
    await expect(choice(shared, 'Who is it for?', 'radio', 'For her')).toBeChecked();
    await expect(choice(shared, 'Notes you love', 'checkbox', 'Vanilla')).toBeChecked();
    await expect(choice(shared, "Notes you'd rather avoid", 'checkbox', answers.avoid[0]!)).toBeChecked();
  } finally {
    await elsewhere.close();
  }

  // A product's link leads to its page.
  await page.getByRole('region', { name: 'Your matches' }).getByRole('link', { name: matches[0]!.product.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(productPath(matches[0]!.product.product_id))}$`));
  await expect(page.getByRole('heading', { level: 1, name: matches[0]!.product.name })).toBeVisible();
});

/** Presses `key` (Tab by default) until `target` has the focus; fails after `max` presses. */
async function keyTo(page: Page, target: Locator, key = 'Tab', max = 120): Promise<void> {
  const focused = () => target.evaluate((element) => element === document.activeElement);
  for (let presses = 0; presses < max && !(await focused()); presses++) await page.keyboard.press(key);
  await expect(target).toBeFocused();
}

test('the scent finder can be answered and sent with the keyboard alone', async ({ page, request }) => {
  const catalogue = await catalogueOf(request);
  await page.goto('/shop');
  await page.getByRole('link', { name: 'Try the scent finder' }).click();
  await expect(page).toHaveURL(/\/scent-finder$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Scent finder' })).toBeVisible();
  const { answers, matches } = await answersWithAnAvoidedNote(page, catalogue);

  // Who: Tab reaches the radio group, Space picks.
  const forHer = choice(page, 'Who is it for?', 'radio', 'For her');
  await keyTo(page, forHer);
  await page.keyboard.press('Space');
  await expect(forHer).toBeChecked();

  // Families and notes: Tab from box to box, Space ticks.
  const gourmand = choice(page, 'Which families do you like?', 'checkbox', 'Gourmand');
  await keyTo(page, gourmand);
  await page.keyboard.press('Space');
  await expect(gourmand).toBeChecked();
  const vanilla = choice(page, 'Notes you love', 'checkbox', 'Vanilla');
  await keyTo(page, vanilla);
  await page.keyboard.press('Space');
  await expect(vanilla).toBeChecked();
  // Loved, vanilla cannot be avoided as well.
  await expect(choice(page, "Notes you'd rather avoid", 'checkbox', 'Vanilla')).toBeDisabled();
  const avoided = choice(page, "Notes you'd rather avoid", 'checkbox', answers.avoid[0]!);
  await keyTo(page, avoided);
  await page.keyboard.press('Space');
  await expect(avoided).toBeChecked();

  // Day or evening, and the budget: Tab into each radio group, the arrows choose.
  const day = choice(page, 'Day or evening?', 'radio', 'Day');
  await keyTo(page, day);
  await page.keyboard.press('ArrowRight');
  await expect(choice(page, 'Day or evening?', 'radio', 'Evening')).toBeChecked();
  await expect(choice(page, 'Day or evening?', 'radio', 'Evening')).toBeFocused();
  const under100 = choice(page, 'Your budget', 'radio', 'Under $100');
  await keyTo(page, under100);
  await page.keyboard.press('ArrowRight');
  const midBudget = choice(page, 'Your budget', 'radio', '$100 to $200');
  await expect(midBudget).toBeChecked();
  await expect(under100).not.toBeChecked();

  // Sent with Enter on the button.
  await keyTo(page, page.getByRole('button', { name: 'Show my matches' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Your matches' })).toBeVisible();
  expectAddressHolds(page.url(), answers);
  await expectMatches(page, matches);
  // The matches are reachable by keyboard next: Tab from the form goes on to their links.
  await keyTo(page, page.getByRole('region', { name: 'Your matches' }).getByRole('link', { name: matches[0]!.product.name, exact: true }));
});

test('the scent finder with matches has no accessibility violations and fits a 375 px phone', async ({ page, request }) => {
  const catalogue = await catalogueOf(request);
  const answers: FinderAnswers = { ...BASE_ANSWERS };
  const matches = findScents(catalogue, answers);
  expect(matches.length).toBeGreaterThanOrEqual(3);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/scent-finder?${finderAnswersParams(answers).toString()}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Scent finder' })).toBeVisible();
    await expectMatches(page, matches);
    await expectNoHorizontalOverflow(page, `${width} px`);
    const audit = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
    expect(audit.passes.length).toBeGreaterThan(0);
    expect(
      audit.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `${width} px`,
    ).toEqual([]);
  }
});
