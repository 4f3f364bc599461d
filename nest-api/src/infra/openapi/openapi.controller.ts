import { Controller, Header } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { apiRouteKey, buildOpenApiDocument } from '@crowd/contracts';
import { ApiRoute } from '../../common/http/api-route';
import { apiVersion } from './api-version';
import { listDiscoveredRoutes } from './registered-routes';

type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

@Controller()
export class OpenApiController {
  private document: OpenApiDocument | undefined;

  constructor(private readonly discovery: DiscoveryService) {}

  /**
   * The contract's routes that this API serves: a client reading the document never meets a
   * documented route that answers 404. The server is relative: paths already start with /api.
   */
  @ApiRoute('openApiDocument')
  @Header('Cache-Control', 'no-cache')
  documentJson(): OpenApiDocument {
    if (!this.document) {
      const served = new Set(
        listDiscoveredRoutes(this.discovery).map((route) => apiRouteKey(route.method, route.path)),
      );
      this.document = buildOpenApiDocument({
        serverUrl: '/',
        version: apiVersion(),
        include: (route) => served.has(apiRouteKey(route.method, route.path)),
      });
    }
    return this.document;
  }
}
