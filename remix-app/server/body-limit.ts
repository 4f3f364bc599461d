import type { RequestHandler } from 'express';
import { LIMITS } from '@crowd/contracts/limits';

/**
 * What the web accepts of a post, by kind: a file upload (multipart) carries its file and a form's
 * fields; an idea's form carries up to its five attachments and a featured image.
 */
export const BODY_LIMITS = {
  form: LIMITS.formBodyBytesMax,
  multipart: LIMITS.uploadBytesMax + LIMITS.formBodyBytesMax,
  ideaForm: (LIMITS.ideaAttachmentsMax + 1) * LIMITS.uploadBytesMax + LIMITS.formBodyBytesMax,
} as const;

/** The pages whose form is an idea's: create, the owner's edit and the admin's edit. */
const IDEA_FORM_PAGES = [/^\/createIdea$/, /^\/idea\/\d+\/edit$/, /^\/ideas\/\d+(\/detail)?$/];

const bodyLimitFor = (contentType: string | undefined, path = ''): number => {
  if (!/^\s*multipart\/form-data\b/i.test(contentType ?? '')) return BODY_LIMITS.form;
  return IDEA_FORM_PAGES.some((page) => page.test(path)) ? BODY_LIMITS.ideaForm : BODY_LIMITS.multipart;
};

function refuse(res: Parameters<RequestHandler>[1], status: 411 | 413): void {
  // Closing the connection makes the client stop sending what was refused.
  res.set('Connection', 'close');
  res
    .status(status)
    .type('text/plain')
    .send(status === 413 ? 'payload_too_large' : 'length_required');
}

/**
 * Bodies of page posts within their kind's limit, decided on the headers before a byte is read:
 * a post must declare its length (browsers do for every form; a chunked body is refused with 411),
 * a declared length over the limit gets 413. Node's parser never delivers more than the declared
 * length, so Remix streams at most the limit, and nothing of a refused body is read or echoed.
 */
export const limitPageBodies: RequestHandler = (req, res, next) => {
  if (req.headers['transfer-encoding'] !== undefined) return refuse(res, 411);
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > bodyLimitFor(req.headers['content-type'], req.path)) return refuse(res, 413);
  next();
};
