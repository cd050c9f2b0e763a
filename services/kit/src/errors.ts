// Named errors map to status codes in one place (the error middleware); routes and use cases only throw.
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: unknown[]) => new AppError(400, 'BAD_REQUEST', message, details);
export const validationFailed = (message: string, details?: unknown[]) => new AppError(400, 'VALIDATION', message, details);
export const unauthorized = (message = 'Not signed in') => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'Forbidden') => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
export const tooLarge = (message = 'Request is too large') => new AppError(413, 'TOO_LARGE', message);
export const unsupportedMedia = (message = 'Unsupported media type') => new AppError(415, 'UNSUPPORTED_MEDIA', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'RATE_LIMITED', message, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const notImplemented = (message: string) => new AppError(501, 'NOT_IMPLEMENTED', message);
export const unavailable = (message = 'Service unavailable') => new AppError(503, 'UNAVAILABLE', message);

/** Thrown by an event handler for a message that can never succeed: the consumer terms it instead of retrying. */
export class PermanentError extends Error {
  override name = 'PermanentError';
}
