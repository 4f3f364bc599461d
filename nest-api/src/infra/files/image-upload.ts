import type { NestInterceptor, Type } from '@nestjs/common';
import { FileFieldsInterceptor, FileInterceptor } from '@nestjs/platform-express';
import { LIMITS } from '@crowd/contracts';

/** A multipart file as multer hands it over (memory storage): the bytes go to FilesService.store. */
export interface UploadedBinary {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

/** Multer stops reading past the limit and the filter answers 413 payload_too_large. */
const limits = { fileSize: LIMITS.uploadBytesMax, fields: 100 };

/** One file in `field`: `@UseInterceptors(imageUpload('avatar'))` + `@UploadedFile() file?: UploadedBinary`. */
export const imageUpload = (field: string): Type<NestInterceptor> =>
  FileInterceptor(field, { limits: { ...limits, files: 1 } });

/** Several fields, each with a maximum count, e.g. `[{ name: 'attachments', maxCount: 5 }]`. */
export const imageUploads = (fields: ReadonlyArray<{ name: string; maxCount: number }>): Type<NestInterceptor> =>
  FileFieldsInterceptor([...fields], {
    limits: { ...limits, files: fields.reduce((sum, field) => sum + field.maxCount, 0) },
  });
