import fs from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { makeTempDataDir } from '../server/db/embedded-postgres';
import { openDatabase } from '../server/db/open-database';
import { OPENAPI_FILE, OPENAPI_FILE_ENV, openApiFileText } from '../server/http/openapi-document';

/**
 * `npm run openapi`: writes the API's OpenAPI document to docs/openapi.json, as the app serves it at
 * /api/openapi.json. The app needs a database to start, so a throwaway embedded one is made for it.
 */
const dataDir = await makeTempDataDir('hookshelf-openapi-');
const config = loadConfig({ ...OPENAPI_FILE_ENV, DATA_DIR: dataDir, LOG_LEVEL: 'silent', EMBEDDINGS: 'off' });
const opened = await openDatabase(config, 'server', () => {});
try {
  const app = await buildApp({
    config,
    database: opened.database,
    logger: false,
    webDistDir: path.join(dataDir, 'no-web-build'),
    embeddingProvider: null,
    embeddingJob: { automatic: false },
  });
  await app.ready();
  await fs.writeFile(process.argv[2] ?? OPENAPI_FILE, openApiFileText(app.swagger()));
  await app.close();
  console.log(`wrote ${process.argv[2] ?? OPENAPI_FILE}`);
} finally {
  await opened.shutdown();
  await fs.rm(dataDir, { recursive: true, force: true });
}
