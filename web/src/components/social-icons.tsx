import { Icon, type IconProps } from './icons';

// The social networks the home page links to.

export const InstagramIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4" y="4" width="16" height="16" rx="4.5" />
    <circle cx="12" cy="12" r="3.6" />
    <circle cx="16.8" cy="7.2" r="0.6" fill="currentColor" />
  </Icon>
);

export const FacebookIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M14 8h2.5V4.5H14A3.5 3.5 0 0 0 10.5 8v2.5H8V14h2.5v6H14v-6h2.5l.5-3.5h-3V8.5A.5.5 0 0 1 14 8z" />
  </Icon>
);

export const PinterestIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M11 9.5c0-1.7 1.1-2.5 2.4-2.5 1.6 0 2.6 1.2 2.6 2.8 0 2-1.2 3.7-2.9 3.7-.9 0-1.5-.7-1.3-1.5M11.6 12 10 20" />
  </Icon>
);

export const XLogoIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 4.5h3.6L19 19.5h-3.6zM18.6 4.5 13.3 10.6M5.4 19.5l5.4-6.1" />
  </Icon>
);
