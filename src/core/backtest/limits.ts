/**
 * How much data the alert backtest reads: it runs in the page, on the main thread or in a worker,
 * and keeps every sample as two doubles (16 bytes), so these bound its memory and its time.
 */

/** At most this many samples over all series (80 MB of Float64Arrays): 30 days of 15 s samples is 172,800 per series, so about 29 such series. */
export const MAX_SAMPLES = 5_000_000;

/** At most this many characters of text (200 MB; a JavaScript string takes twice that in memory). */
export const MAX_TEXT_CHARS = 200_000_000;

/** Times at or above this many seconds (the year 5138) are taken for milliseconds and refused. */
export const MAX_UNIX_SECONDS = 1e11;

/** promtool's default interval between samples when a test group names none (`evaluation_interval`'s default). */
export const DEFAULT_SERIES_INTERVAL = 60;
