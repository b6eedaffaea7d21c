/**
 * Runs in the page: a photo-like 4000×3000 JPEG (sky and ground gradients, sun, hills, trees, sensor
 * noise) is made, then handed to the app's compressor while a PerformanceObserver records every long
 * main-thread task (≥ 50 ms, the Long Tasks API threshold).
 */
interface Compressor {
  compressImage(file: Blob): Promise<{ bytes: ArrayBuffer; width: number; height: number; mime: string }>;
}

export interface PhotoRun {
  bytesIn: number;
  bytesOut: number;
  width: number;
  height: number;
  ms: number;
  longTasks: number[];
}

export async function compressGeneratedPhoto(): Promise<PhotoRun> {
  const W = 4000;
  const H = 3000;
  const canvas = new OffscreenCanvas(W, H);
  const ctx = canvas.getContext('2d')!;
  let seed = 7;
  const rnd = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
  const sky = ctx.createLinearGradient(0, 0, 0, H * 0.6);
  sky.addColorStop(0, '#3a6fb0');
  sky.addColorStop(1, '#cfe3f2');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, W, H);
  const sun = ctx.createRadialGradient(W * 0.75, H * 0.2, 20, W * 0.75, H * 0.2, 600);
  sun.addColorStop(0, 'rgba(255,250,220,1)');
  sun.addColorStop(1, 'rgba(255,250,220,0)');
  ctx.fillStyle = sun;
  ctx.fillRect(0, 0, W, H);
  for (let i = 0; i < 6; i++) {
    const ground = ctx.createLinearGradient(0, H * 0.5, 0, H);
    ground.addColorStop(0, `hsl(${90 + i * 8}, 40%, ${45 - i * 4}%)`);
    ground.addColorStop(1, `hsl(${70 + i * 6}, 35%, ${25 - i * 2}%)`);
    ctx.fillStyle = ground;
    ctx.beginPath();
    ctx.moveTo(0, H);
    for (let x = 0; x <= W; x += 40) ctx.lineTo(x, H * (0.5 + i * 0.07) + Math.sin(x / (300 + i * 90) + i) * 80);
    ctx.lineTo(W, H);
    ctx.fill();
  }
  for (let i = 0; i < 400; i++) {
    ctx.fillStyle = `hsla(${80 + rnd() * 60}, ${30 + rnd() * 40}%, ${15 + rnd() * 30}%, 0.85)`;
    ctx.beginPath();
    ctx.ellipse(rnd() * W, H * 0.45 + rnd() * H * 0.55, 20 + rnd() * 90, 40 + rnd() * 160, rnd() * Math.PI, 0, 7);
    ctx.fill();
  }
  const img = ctx.getImageData(0, 0, W, H);
  const px = img.data;
  for (let p = 0; p < px.length; p += 4) {
    const n = (rnd() - 0.5) * 18;
    px[p] = px[p]! + n;
    px[p + 1] = px[p + 1]! + n;
    px[p + 2] = px[p + 2]! + n;
  }
  ctx.putImageData(img, 0, 0);
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
  const file = new File([blob], 'photo.jpg', { type: 'image/jpeg' });

  const { compressImage } = (window as unknown as { __compressor: Compressor }).__compressor;
  const longTasks: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries()));
  observer.observe({ type: 'longtask' });
  const t0 = performance.now();
  const out = await compressImage(file);
  const t1 = performance.now();
  await new Promise((r) => setTimeout(r, 200)); // long-task entries are delivered asynchronously
  observer.disconnect();
  return {
    bytesIn: blob.size,
    bytesOut: out.bytes.byteLength,
    width: out.width,
    height: out.height,
    ms: t1 - t0,
    longTasks: longTasks.filter((e) => e.startTime < t1 && e.startTime + e.duration > t0).map((e) => e.duration),
  };
}
