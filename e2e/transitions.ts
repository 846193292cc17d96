import type { Page } from '@playwright/test';

/**
 * Waits for the CSS transitions under way (a button the pointer just left fading its colours
 * back) to end, so an audit sees the screen as it stays rather than a frame between two colours.
 * Endless animations (the loading shimmer) are not waited for.
 */
export async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => null)),
    ),
  );
}
