import { redirect, type LoaderFunctionArgs } from '@remix-run/node';

/** Any path no route knows goes to `/` (spec 2.1); on the login host to `/login`. */
export function loader({ context }: LoaderFunctionArgs) {
  throw redirect(context.site.kind === 'login' ? '/login' : '/');
}

export function action({ context }: LoaderFunctionArgs) {
  throw redirect(context.site.kind === 'login' ? '/login' : '/');
}

export default function CatchAll() {
  return null;
}
