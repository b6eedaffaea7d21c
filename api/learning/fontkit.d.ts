// fontkit 2 ships no types; pdf-lib only needs the module (its `create`) handed to registerFontkit.
declare module 'fontkit' {
  export const create: unknown;
}
