// Every body, query and param is parsed with its proto schema; the first human message answers the 400.
import type { NextFunction, Request, Response } from 'express';
import type { z } from 'zod';
import { validationFailed } from '../errors.js';

interface Schemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues;
  const details = issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  throw validationFailed(issues[0]?.message ?? 'Invalid request', details);
}

export function validate(schemas: Schemas) {
  return (req: Request, _res: Response, next: NextFunction) => {
    try {
      if (schemas.body) req.body = parseOrThrow(schemas.body, req.body ?? {});
      // Express 5 exposes query and params through getters: replace them with the parsed values.
      if (schemas.query) Object.defineProperty(req, 'query', { value: parseOrThrow(schemas.query, req.query), writable: true });
      if (schemas.params) req.params = parseOrThrow(schemas.params, req.params) as typeof req.params;
      next();
    } catch (err) {
      next(err);
    }
  };
}
