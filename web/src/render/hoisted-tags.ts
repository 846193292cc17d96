/** One tag React hoists: a `<link>` or `<meta>` (written self-closed) or a `<title>` (its text escaped). */
const HOISTED_TAG = /^(?:<(?:link|meta)\b[^>]*\/>|<title>[^<]*<\/title>)/;

/**
 * A server render taken apart. React 19 writes the `<title>`, `<meta>` and `<link>` tags a tree
 * renders (and the preloads it adds for the images it draws) ahead of the tree's markup, as a
 * string render has no head to put them in; a page puts them in its head, where the browser's
 * React takes them over as it hydrates.
 */
export function splitHoistedTags(rendered: string): { tags: string[]; markup: string } {
  const tags: string[] = [];
  let markup = rendered;
  for (let tag = HOISTED_TAG.exec(markup); tag; tag = HOISTED_TAG.exec(markup)) {
    tags.push(tag[0]);
    markup = markup.slice(tag[0].length);
  }
  return { tags, markup };
}
