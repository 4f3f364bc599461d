/** The crowd's public site (its home, an idea's page, comments, sharing): one file per part. */
import { comments } from './comments';
import { home } from './home';
import { idea } from './idea';
import { ideaForm } from './idea-form';

export const crowdSite = { home, idea, comments, ideaForm };
