/** An error the API answers with on purpose: a stable code, an HTTP status and a message for people. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (code: string, message: string) => new AppError(400, code, message);
export const unauthorized = (message = 'Sign in to continue') => new AppError(401, 'unauthorized', message);
export const forbidden = (message: string) => new AppError(403, 'forbidden', message);
export const notFound = (code: string, message: string) => new AppError(404, code, message);
export const conflict = (code: string, message: string) => new AppError(409, code, message);
export const payloadTooLarge = (message: string) => new AppError(413, 'payload_too_large', message);
export const tooManyRequests = (retryAfterSeconds: number, message: string) =>
  new AppError(429, 'rate_limited', message, { 'retry-after': String(retryAfterSeconds) });
export const serviceUnavailable = (code: string, message: string) => new AppError(503, code, message);
