/**
 * The home page's picture, drawn for the project: the steppe under a high sun, a village with a yurt,
 * and a path leading to a house. Inline (no request, about 1 KB gzip in the first route) and
 * decorative, so hidden from screen readers: the heading beside it says what the page is.
 */
export function HeroIllustration() {
  return (
    <svg className="hero-art" viewBox="0 0 480 300" aria-hidden="true" focusable="false">
      <rect width="480" height="300" rx="18" fill="#e6f2ef" />
      <circle cx="372" cy="74" r="34" fill="#f2b705" />
      <circle cx="372" cy="74" r="48" fill="#f2b705" opacity=".18" />
      <path d="M92 62l8 6 8-6M124 48l6 5 6-5" stroke="#4b5b58" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      <path d="M0 168q70-42 150-18t170-8 160 10V300H0z" fill="#bcd9c9" />
      <path d="M0 196q90-30 200-10t180-6 100 6V300H0z" fill="#8fbf8a" />
      <g>
        <rect x="78" y="160" width="52" height="36" fill="#fbf6ec" />
        <path d="M70 162l34-26 34 26z" fill="#0f5f56" />
        <rect x="98" y="176" width="12" height="20" fill="#b54708" />
        <rect x="84" y="168" width="10" height="9" fill="#9cc6e0" />
        <rect x="114" y="168" width="10" height="9" fill="#9cc6e0" />
      </g>
      <g>
        <path d="M178 190v-18q26-26 52 0v18z" fill="#fbf6ec" />
        <path d="M178 172q26-26 52 0" stroke="#0f5f56" strokeWidth="5" fill="none" />
        <path d="M200 190v-12h8v12z" fill="#b54708" />
        <circle cx="204" cy="152" r="3" fill="#0f5f56" />
      </g>
      <g>
        <rect x="292" y="150" width="74" height="48" fill="#fbf6ec" />
        <path d="M282 152l47-34 47 34z" fill="#b54708" />
        <rect x="320" y="170" width="18" height="28" fill="#0f5f56" />
        <rect x="300" y="160" width="13" height="11" fill="#9cc6e0" />
        <rect x="345" y="160" width="13" height="11" fill="#9cc6e0" />
        <rect x="350" y="124" width="8" height="16" fill="#4b5b58" />
      </g>
      <path d="M200 300q10-40 70-58t59-44h10q6 30-44 54t-35 48z" fill="#e9d3a1" />
      <path d="M0 250q120-22 240 4t240-6V300H0z" fill="#6fa86a" opacity=".55" />
      <path
        d="M40 262v-12M46 262v-16M52 262v-10M420 270v-12M426 270v-18M432 270v-10M140 284v-10M146 284v-14"
        stroke="#3f7f4a"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
