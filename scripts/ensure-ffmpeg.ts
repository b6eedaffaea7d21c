/**
 * `npm test`'s pretest step: the video tests run the ffmpeg and ffprobe the server runs (FFMPEG_PATH, else
 * Debian's package, api/content/ffmpeg-tools.ts), and on a fresh machine there is none.
 */
import { ffmpegTools, missingToolsMessage } from '../api/content/ffmpeg-tools.ts';
import { aptInstall, canInstall } from './apt-install.ts';

if (missingToolsMessage() && !process.env.FFMPEG_PATH && canInstall()) aptInstall('ffmpeg');
const missing = missingToolsMessage();
if (missing) {
  console.error(`${missing}\nThe video tests need it: run npm test again once it is there.`);
  process.exit(1);
}
console.log(`ffmpeg for the video tests: ${ffmpegTools().ffmpeg}`);
