import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadSimilarIdeas } from '~/features/idea-form/similar-ideas.server';

/** The create form's similar-ideas hint, fetched as the author types. */
export const loader = (args: LoaderFunctionArgs) => loadSimilarIdeas(args);
