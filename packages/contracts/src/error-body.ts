import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './errors.ts';

export const fieldError = z.object({ path: z.string(), message: z.string() });

/** The one error body, for response schemas (so /api/docs shows each route's errors) and for clients. */
export const errorBody = z.object({
  code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  details: z.array(fieldError).optional(),
});
