import { Controller, Get, Header } from '@nestjs/common';
import { buildOpenApiDocument } from '@crowd/contracts';
import { apiVersion } from './api-version';

type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

@Controller()
export class OpenApiController {
  private document: OpenApiDocument | undefined;

  /** The server is relative: the document's paths already start with /api, on whichever host serves it. */
  @Get('docs-json')
  @Header('Cache-Control', 'no-cache')
  documentJson(): OpenApiDocument {
    this.document ??= buildOpenApiDocument({ serverUrl: '/', version: apiVersion() });
    return this.document;
  }
}
