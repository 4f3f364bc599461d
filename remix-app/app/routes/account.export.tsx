import type { LoaderFunctionArgs } from '@remix-run/node';
import { downloadMyData } from '~/features/account/data-export.server';

/** Resource route: the personal data zip, streamed from the API (decision 033). */
export const loader = (args: LoaderFunctionArgs) => downloadMyData(args);
