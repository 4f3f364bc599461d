import type { NestInterceptor, Type } from '@nestjs/common';
import { FileFieldsInterceptor, FileInterceptor } from '@nestjs/platform-express';
import { API_ROUTE_BY_OPERATION_ID, LIMITS, type TMultipartFile, type TOperationId } from '@crowd/contracts';
import { ValidationFailedError } from '../../common/errors';

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

/** A route's file field as the contract declares it: its name and the message key of a refused file. */
export function contractImageField(operationId: TOperationId, name: string): TMultipartFile {
  const route = API_ROUTE_BY_OPERATION_ID[operationId];
  const field =
    'request' in route && route.request && 'multipart' in route.request
      ? route.request.multipart.files.find((file) => file.name === name)
      : undefined;
  if (!field) throw new Error(`${operationId} declares no file field ${name}`);
  return field;
}

/** A file that is missing or no allowed image: 422 on its field with the route's message key. */
export const refusedImage = (field: TMultipartFile): ValidationFailedError =>
  ValidationFailedError.field(field.name, field.messageKey);
