import type { LoaderFunctionArgs } from '@remix-run/node';
import { downloadQueuedExport } from '~/features/account/data-export.server';

/** Resource route: a queued personal data export, the ready mail's link (decision 033). */
export const loader = (args: LoaderFunctionArgs) => downloadQueuedExport(args);
