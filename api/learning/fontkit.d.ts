// fontkit 2 ships no types; pdf-lib only needs the module handed to registerFontkit.
declare module 'fontkit' {
  const fontkit: unknown;
  export default fontkit;
}
