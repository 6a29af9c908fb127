import zlib from 'node:zlib';

/**
 * Brotli settings for API answers, which are tens of kilobytes: a 256 KB window instead of the default
 * 4 MB. With the default, every compression allocated megabytes outside the JavaScript heap, and under
 * load the process never handed them back: in the soak (npm run bench -- --soak) RSS grew by ~0.6 MB/s
 * while the heap stayed flat.
 */
export const brotliParams = (quality: number) => ({
  [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
  [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
});
