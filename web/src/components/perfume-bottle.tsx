import { useId } from 'react';

export interface BottleTone {
  /** The juice colour, top to bottom. */
  liquid: [string, string];
  /** The cap and collar colour. */
  cap: string;
}

export const BOTTLE_TONES = {
  rose: { liquid: ['#f3c9cf', '#c9697a'], cap: '#b08d57' },
  amber: { liquid: ['#f2d9a6', '#b97a35'], cap: '#2a211c' },
  sage: { liquid: ['#dfe6d3', '#8a9e7a'], cap: '#b08d57' },
  plum: { liquid: ['#e5cfe0', '#7d4a6f'], cap: '#d8c39a' },
} satisfies Record<string, BottleTone>;

/**
 * A perfume bottle drawn in SVG: no image request, sharp at any size. Decorative by default;
 * pass `label` when the picture carries meaning.
 */
export function PerfumeBottle({ tone, label, className }: { tone: BottleTone; label?: string; className?: string }) {
  const id = useId().replace(/:/g, '');
  return (
    <svg
      className={className}
      viewBox="0 0 200 260"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <defs>
        <linearGradient id={`${id}-juice`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={tone.liquid[0]} />
          <stop offset="1" stopColor={tone.liquid[1]} />
        </linearGradient>
        <linearGradient id={`${id}-glass`} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#fff" stopOpacity="0.55" />
          <stop offset="0.35" stopColor="#fff" stopOpacity="0.08" />
          <stop offset="1" stopColor="#fff" stopOpacity="0.3" />
        </linearGradient>
      </defs>
      <ellipse cx="100" cy="248" rx="70" ry="8" fill="#2a211c" opacity="0.12" />
      <rect x="78" y="14" width="44" height="40" rx="6" fill={tone.cap} />
      <rect x="84" y="54" width="32" height="16" rx="2" fill={tone.cap} opacity="0.85" />
      <rect x="38" y="68" width="124" height="176" rx="26" fill={`url(#${id}-juice)`} />
      <rect x="38" y="68" width="124" height="176" rx="26" fill={`url(#${id}-glass)`} />
      <rect x="38" y="68" width="124" height="176" rx="26" fill="none" stroke="#fff" strokeOpacity="0.6" strokeWidth="2" />
      <rect x="62" y="132" width="76" height="52" rx="4" fill="#faf7f2" opacity="0.92" />
      {/* Each line is held to 64 of the label's 76 units, so it fits whichever serif the visitor has. */}
      <text x="100" y="158" textAnchor="middle" textLength="64" fontFamily="Georgia, serif" fontSize="14" letterSpacing="2" fill="#2a211c">
        MAISON
      </text>
      <text x="100" y="174" textAnchor="middle" textLength="64" fontFamily="Georgia, serif" fontSize="6.5" letterSpacing="1" fill="#5f5148">
        EAU DE PARFUM
      </text>
      <path d="M52 92c0-8 6-14 14-14" stroke="#fff" strokeOpacity="0.7" strokeWidth="4" strokeLinecap="round" fill="none" />
    </svg>
  );
}
