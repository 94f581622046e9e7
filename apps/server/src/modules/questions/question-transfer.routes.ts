import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { courseIdParams } from '@talentpath/contracts/courses';
import {
  QUESTION_IMPORT_TEXT_MAX,
  questionExportQuery,
  questionImportInput,
  questionImportReport,
} from '@talentpath/contracts/question-import';
import { ROLE_GUARD_ERRORS, allowArea, callerOf } from '../../platform/auth/guard.ts';
import { errorResponses } from '../../platform/errors.ts';
import type { Platform } from '../../platform/context.ts';
import * as service from './question-transfer.service.ts';
import { sendDownload } from '../../platform/download-reply.ts';

const tags = ['question bank'];
const security = [{ bearerAuth: [] }];
const OWNED = ['NOT_FOUND', 'URI_TOO_LONG', 'COURSE_NOT_OWNER'] as const;
/** A 1 MB file as a JSON string: escaping (quotes, backslashes, line breaks) at most doubles it. */
const IMPORT_BODY_LIMIT = 2 * QUESTION_IMPORT_TEXT_MAX + 64 * 1024;

/**
 * A course's question bank as a file (issue 12, ADR 0035, 0052): /api/courses/{id}/question-bank/import and /export,
 * in Moodle's GIFT (and Aiken, import only), Moodle XML or our CSV, whose columns docs/api-quizzes.md lists. The
 * owner only.
 */
export const questionTransferRoutes =
  (p: Platform): FastifyPluginAsyncZod =>
  async (app) => {
    const author = allowArea(p.authenticate, 'coordinator');
    const imports = service.questionImports(p, {
      queueLimit: p.env.QUESTION_IMPORT_QUEUE_LIMIT,
      threads: p.env.QUESTION_IMPORT_THREADS,
    });
    app.addHook('onClose', () => imports.close());

    app.post(
      '/courses/:id/question-bank/import',
      {
        onRequest: author,
        bodyLimit: IMPORT_BODY_LIMIT,
        schema: {
          tags,
          security,
          description:
            "Questions from a file's text (GIFT, Aiken, Moodle XML or CSV; at most 1 MB and 5,000 questions), reported row by row: imported, failed (with the reason; nothing stored for it) or skipped. Categories the file names are found without regard to letter case or made. `dryRun` reports and stores nothing. Files are read a few at a time and stored one at a time; when more imports wait than QUESTION_IMPORT_QUEUE_LIMIT, 503 SERVER_BUSY with Retry-After.",
          params: courseIdParams,
          body: questionImportInput,
          response: { 200: questionImportReport, ...errorResponses(...ROLE_GUARD_ERRORS, ...OWNED, 'SERVER_BUSY') },
        },
      },
      (req) => service.importQuestions(p, imports, callerOf(req), req.params.id, req.body),
    );

    app.get(
      '/courses/:id/question-bank/export',
      {
        onRequest: author,
        schema: {
          tags,
          security,
          description:
            'Every question of the bank as a download named questions-YYYY-MM-DD.gift, .xml or .csv. GIFT leaves out what it has no form for (ordering questions) and says so in its first lines; Moodle XML and CSV (UTF-8 with BOM) keep every question.',
          params: courseIdParams,
          querystring: questionExportQuery,
          response: {
            // The file is text; errors keep the JSON error shape.
            200: {
              description: 'The file',
              content: {
                'text/plain': { schema: z.string() },
                'application/xml': { schema: z.string() },
                'text/csv': { schema: z.string() },
              },
            },
            ...errorResponses(...ROLE_GUARD_ERRORS, ...OWNED),
          },
        },
      },
      async (req, reply) => {
        const file = await service.exportQuestions(p, callerOf(req), req.params.id, req.query.format);
        return sendDownload(reply, { ...file, body: file.text });
      },
    );
  };
