import { Router, static as serveStatic } from 'express';
import helmet from 'helmet';
import { getAbsoluteFSPath } from 'swagger-ui-dist';

/** The files Swagger UI needs, served from the package: no CDN, so the docs work offline. */
const SWAGGER_ASSETS = new Set([
  'swagger-ui.css',
  'index.css',
  'swagger-ui-bundle.js',
  'swagger-ui-standalone-preset.js',
  'favicon-16x16.png',
  'favicon-32x32.png',
]);

const indexHtml = (base: string): string => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Crowd Ideas API</title>
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="stylesheet" href="${base}/swagger-ui.css">
  <link rel="stylesheet" href="${base}/index.css">
  <link rel="icon" type="image/png" href="${base}/favicon-32x32.png" sizes="32x32">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="${base}/swagger-ui-bundle.js"></script>
  <script src="${base}/swagger-ui-standalone-preset.js"></script>
  <script src="${base}/swagger-initializer.js"></script>
</body>
</html>
`;

const initializerJs = (documentUrl: string): string => `window.onload = function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(documentUrl)},
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    layout: 'StandaloneLayout',
  });
};
`;

/** Mounted at `base` (e.g. /api/docs) outside Nest's router: a static page, not an API call. */
export function swaggerUiRouter(base: string, documentUrl: string): Router {
  const router = Router();
  // Swagger UI's own files, its inline styles and data: icons, and the document from this origin.
  router.use(
    helmet.contentSecurityPolicy({
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
      },
    }),
  );
  const assets = serveStatic(getAbsoluteFSPath(), { index: false, immutable: true, maxAge: '1d' });
  router.get('/', (_req, res) => {
    res.type('html').send(indexHtml(base));
  });
  router.get('/swagger-initializer.js', (_req, res) => {
    res.type('js').send(initializerJs(documentUrl));
  });
  router.use((req, res, next) => {
    if (SWAGGER_ASSETS.has(req.path.slice(1))) assets(req, res, next);
    else next();
  });
  return router;
}
