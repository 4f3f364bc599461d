import type { Readable } from 'node:stream';
import { interpolate, resources } from '@crowd/i18n';
import type { TLocale } from '@crowd/contracts';
import { ZipFile } from 'yazl';
import type { StoredFile } from '../../../infra/files/stored-file.entity';
import { zipPathOf, type CollectedData } from './personal-data.collector';

/** README.txt in the person's language: what each part of data.json holds (its names stay English). */
function readmeText(locale: TLocale, email: string, exportedAt: Date): string {
  const texts = resources[locale].mail.userExportReadme;
  const date = exportedAt.toISOString().slice(0, 16).replace('T', ' ');
  return [
    texts.title,
    '',
    interpolate(texts.made, { date, email }),
    '',
    texts.dataJson,
    ...Object.entries(texts.fields).map(([field, label]) => `  ${field}: ${label}`),
    '',
    texts.files,
    '',
    texts.omitted,
    '',
  ].join('\r\n');
}

/**
 * The zip as a stream: data.json and README.txt, then each upload read from the store only when
 * the zip reaches it, so neither the archive nor the files are ever held in memory whole. A file
 * whose bytes are missing fails the stream (the caller aborts the download or the job retries).
 */
export function personalDataZip(
  collected: CollectedData,
  exportedAt: Date,
  open: (file: StoredFile) => NodeJS.ReadableStream,
): Readable {
  const zip = new ZipFile();
  const mtime = exportedAt;
  zip.addBuffer(Buffer.from(JSON.stringify(collected.data, null, 2)), 'data.json', { mtime });
  zip.addBuffer(Buffer.from(readmeText(collected.locale, collected.email, exportedAt)), 'README.txt', { mtime });
  for (const file of collected.files) {
    // Images are compressed already; storing them saves the CPU for nothing lost.
    zip.addReadStreamLazy(zipPathOf(file), { mtime, compress: false, size: file.size }, (callback) => {
      callback(null, open(file));
    });
  }
  zip.end();
  return zip.outputStream as Readable;
}
