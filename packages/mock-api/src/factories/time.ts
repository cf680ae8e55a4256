// The API's timestamp formats: `dt`, `dt6`, `isoms` and epoch seconds.

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** `YYYY-MM-DD HH:MM:SS` in UTC. */
export function formatDt(ms: number): string {
  const d = new Date(ms);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

/** `YYYY-MM-DD HH:MM:SS.ffffff` in UTC. */
export function formatDt6(ms: number): string {
  return `${formatDt(ms)}.${pad(new Date(ms).getUTCMilliseconds() * 1000, 6)}`;
}

/** `YYYY-MM-DDTHH:MM:SS.sss+0000`. */
export function formatIsoMs(ms: number): string {
  return new Date(ms).toISOString().replace("Z", "+0000");
}

/** Unix seconds. */
export function epochSeconds(ms: number): number {
  return Math.floor(ms / 1000);
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
