import { Body, Injectable, Param, Query, type PipeTransform } from '@nestjs/common';
import type { ZodType, ZodTypeDef } from 'zod';
import { ValidationFailedError } from '../errors';
import { zodIssuesToFieldErrors } from './zod-issues';

/** The one validation rule: a contracts schema, or 422 with every field error at once. */
export function parseOrFail<TOutput, TInput = unknown>(
  schema: ZodType<TOutput, ZodTypeDef, TInput>,
  value: unknown,
): TOutput {
  const result = schema.safeParse(value);
  if (!result.success) throw new ValidationFailedError(zodIssuesToFieldErrors(result.error));
  return result.data;
}

/** Validates with a contracts schema and answers 422 with every field error at once. */
@Injectable()
class ZodValidationPipe<TOutput, TInput = unknown> implements PipeTransform<unknown, TOutput> {
  constructor(private readonly schema: ZodType<TOutput, ZodTypeDef, TInput>) {}

  transform(value: unknown): TOutput {
    return parseOrFail(this.schema, value);
  }
}

type AnySchema<T> = ZodType<T, ZodTypeDef, unknown>;

export const ZodBody = <T>(schema: AnySchema<T>): ParameterDecorator => Body(new ZodValidationPipe(schema));
export const ZodQuery = <T>(schema: AnySchema<T>): ParameterDecorator => Query(new ZodValidationPipe(schema));
export const ZodParams = <T>(schema: AnySchema<T>): ParameterDecorator => Param(new ZodValidationPipe(schema));
