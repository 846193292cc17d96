import { useEffect, useLayoutEffect } from 'react';

/**
 * `useLayoutEffect` in the browser. The build also draws the home page on the server
 * (web/src/prerender.tsx), where layout effects raise a warning and plain ones are quietly skipped.
 */
export const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;
