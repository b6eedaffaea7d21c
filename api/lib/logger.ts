/**
 * The server's log: one JSON object per line on stdout (pino), each line of a request carrying its id.
 * Every line passes through `redact` on its way out, whatever called the logger and whatever it logged (an
 * error's message, a request path, a mutation's arguments): IINs, phone numbers and the values of keys that
 * name a password, token, secret or the like never reach a log file.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';

/** Twelve digits standing alone: an IIN (or anything shaped like one, which is as personal). */
const IIN = /(?<!\d)\d{12}(?!\d)/g;
/** A Kazakh number as people type it: +7 / 8 / 7, then ten digits with optional spaces, dashes, brackets. */
const PHONE = /(?<![\d+])(?:\+7|8|7)[\s(-]{0,2}\d{3}[\s)-]{0,2}\d{3}[\s-]?\d{2}[\s-]?\d{2}(?!\d)/g;
/** A JSON member whose key names something secret or personal; its string or number value goes. */
const SECRET_MEMBER =
  /"([^"]*(?:password|passwd|token|secret|authorization|cookie|iin|phone|api_?key)[^"]*)":("(?:[^"\\]|\\.)*"|-?\d[\d.eE+-]*)/gi;

export function redact(line: string): string {
  return line.replace(SECRET_MEMBER, '"$1":"[redacted]"').replace(IIN, '[iin]').replace(PHONE, '[phone]');
}

/** Where log lines go: stdout, unless a test is reading them. */
let sink: (line: string) => void = (line) => process.stdout.write(line);

const requestScope = new AsyncLocalStorage<{ reqId: string }>();

function defaultLevel(env = process.env) {
  if (env.LOG_LEVEL) return env.LOG_LEVEL;
  // A test run prints its own results, not the requests of a hundred test apps.
  return env.VITEST ? 'silent' : 'info';
}

export const log = pino(
  {
    level: defaultLevel(),
    base: { pid: process.pid },
    // The request a line belongs to, also in code that never sees the request (a mutation, a queue).
    mixin: () => requestScope.getStore() ?? {},
  },
  { write: (line: string) => sink(redact(line)) },
);

/** Runs `fn` with every line it logs tagged with `reqId`. */
export const inRequest = <T>(reqId: string, fn: () => T): T => requestScope.run({ reqId }, fn);

/** Tests: lines go to `to` (already redacted) at `level` until the returned function puts stdout back. */
export function captureLog(to: (line: string) => void, level = 'info'): () => void {
  const before = { sink, level: log.level };
  sink = to;
  log.level = level;
  return () => {
    sink = before.sink;
    log.level = before.level;
  };
}
