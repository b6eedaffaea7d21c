/**
 * A link that opens the phone's own map app at a point (ADR 102). Nothing is fetched from a map
 * service: Android and most phones hand `geo:` to the map app; iPhones and iPads ignore `geo:`, so
 * they get Apple Maps' link, which iOS opens in its Maps app.
 */
export function mapLink(lat: number, lon: number, label: string, userAgent: string): string {
  const at = `${lat},${lon}`;
  const q = encodeURIComponent(label.trim());
  if (/iPhone|iPad|iPod|Macintosh/.test(userAgent))
    return `https://maps.apple.com/?ll=${at}&q=${q || encodeURIComponent(at)}`;
  return `geo:${at}?q=${at}${q ? `(${q})` : ''}`;
}
