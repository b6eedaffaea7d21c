/** Routes name their page title and description as catalog ids; DocumentMeta renders them. */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    title?: string;
    description?: string;
  }
}
export {};
