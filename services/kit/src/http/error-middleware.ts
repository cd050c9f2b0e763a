import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../errors.js';

interface BodyParserError {
  type?: string;
  status?: number;
}

function toAppError(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  const e = err as BodyParserError;
  if (e?.type === 'entity.too.large') return new AppError(413, 'TOO_LARGE', 'Request body is too large');
  if (e?.type === 'entity.parse.failed') return new AppError(400, 'BAD_JSON', 'Request body is not valid JSON');
  if (e?.type === 'encoding.unsupported' || e?.type === 'charset.unsupported')
    return new AppError(415, 'UNSUPPORTED_MEDIA', 'Unsupported request encoding');
  // the router could not decode a path parameter (a malformed %-escape)
  if (err instanceof URIError) return new AppError(400, 'BAD_PATH', 'The address contains an invalid character encoding');
  return null;
}

/** The one place errors become responses: uniform body, no stack traces leave the service. */
export function errorMiddleware(err: unknown, req: Request, res: Response, _next: NextFunction) {
  const known = toAppError(err);
  if (known) {
    if (known.status >= 500) req.log?.error({ err }, known.message);
    for (const [k, v] of Object.entries(known.headers ?? {})) res.setHeader(k, v);
    res.status(known.status).json({
      error: { code: known.code, message: known.message, ...(known.details ? { details: known.details } : {}) },
      requestId: req.id,
    });
    return;
  }
  req.log?.error({ err }, 'unhandled error');
  res.status(500).json({ error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' }, requestId: req.id });
}

export function notFoundMiddleware(req: Request, res: Response) {
  res.status(404).json({ error: { code: 'NOT_FOUND', message: `No route for ${req.method} ${req.path}` }, requestId: req.id });
}
