import {
  Inject,
  Injectable,
  mixin,
  Optional,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import { FileFieldsInterceptor, FileInterceptor } from '@nestjs/platform-express';
import type { MulterModuleOptions } from '@nestjs/platform-express';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { API_ROUTE_BY_OPERATION_ID, LIMITS, type TMultipartFile, type TOperationId } from '@crowd/contracts';
import { ValidationFailedError } from '../../common/errors';
import { assertBodyCrowdAgrees } from '../../common/http/request-crowd';

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

/**
 * Multer's interceptor, then the one crowd rule over the body it has read (decision 029): a
 * multipart body is read after the guards, so its `crowdId` is checked here, before any pipe or
 * handler sees it (`assertBodyCrowdAgrees`: an id, and the crowd of the path or header, if any).
 */
/** The token Nest's multer interceptors take their module options by (none configured here). */
const MULTER_MODULE_OPTIONS = 'MULTER_MODULE_OPTIONS';

function withBodyCrowd(Multer: Type<NestInterceptor>): Type<NestInterceptor> {
  @Injectable()
  class MultipartWithCrowd implements NestInterceptor {
    private readonly multer: NestInterceptor;

    constructor(@Optional() @Inject(MULTER_MODULE_OPTIONS) options: MulterModuleOptions = {}) {
      this.multer = new Multer(options);
    }

    intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> | Promise<Observable<unknown>> {
      return this.multer.intercept(context, {
        handle: () => {
          assertBodyCrowdAgrees(context.switchToHttp().getRequest<Request>());
          return next.handle();
        },
      });
    }
  }
  return mixin(MultipartWithCrowd);
}

/** One file in `field`: `@UseInterceptors(imageUpload('avatar'))` + `@UploadedFile() file?: UploadedBinary`. */
export const imageUpload = (field: string): Type<NestInterceptor> =>
  withBodyCrowd(FileInterceptor(field, { limits: { ...limits, files: 1 } }));

/** Several fields, each with a maximum count, e.g. `[{ name: 'attachments', maxCount: 5 }]`. */
export const imageUploads = (fields: ReadonlyArray<{ name: string; maxCount: number }>): Type<NestInterceptor> =>
  withBodyCrowd(
    FileFieldsInterceptor([...fields], {
      limits: { ...limits, files: fields.reduce((sum, field) => sum + field.maxCount, 0) },
    }),
  );

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
