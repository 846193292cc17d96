/** Where the scent finder is (web/src/features/scent-finder/scent-finder.ts): a module of its own, so a page linking to it loads none of the finder's rules. */
export const SCENT_FINDER_PATH = '/scent-finder';
