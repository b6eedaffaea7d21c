/** vite-plugins/route-chunk-loaders.ts: every page import but the first paint's, in one lazy chunk. */
declare module 'virtual:route-chunks' {
  export const load: (n: number) => Promise<unknown>;
}
