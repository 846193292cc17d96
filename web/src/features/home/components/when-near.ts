/** How close to the viewport an element may come before its data is asked for. */
const NEAR_MARGIN = '400px 0px';

/**
 * Calls `onNear` once, when `element` comes within a few hundred pixels of the viewport, but never
 * before the page has finished loading, so that what it fetches does not compete with the first
 * load. Without IntersectionObserver it calls it a second after the load. Answers a cancel.
 */
export function whenNear(element: Element, onNear: () => void): () => void {
  let cancelled = false;
  let stopWatching = () => {};
  const fire = () => {
    if (cancelled) return;
    cancelled = true;
    stopWatching();
    onNear();
  };
  const watch = () => {
    if (cancelled) return;
    if (typeof IntersectionObserver === 'function') {
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && fire(), {
        rootMargin: NEAR_MARGIN,
      });
      observer.observe(element);
      stopWatching = () => observer.disconnect();
    } else {
      const timer = setTimeout(fire, 1000);
      stopWatching = () => clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') watch();
  else window.addEventListener('load', watch, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', watch);
    stopWatching();
  };
}
