import { allowed, everyone, refused, type MatrixRow } from '../matrix';

/** Stored files: a public crowd's to anyone, a private crowd's to its members only (404 to others). */
export const FILES_ROWS: MatrixRow[] = [
  {
    route: 'GET /file',
    title: "crowd A's cover",
    site: 'crowdA',
    call: (world) => ({ path: `/file?fileId=${world.files.publicOfA}` }),
    expect: everyone(allowed()),
  },
  {
    route: 'GET /file',
    title: "private crowd B's cover",
    site: 'crowdB',
    call: (world) => ({ path: `/file?fileId=${world.files.privateOfB}` }),
    expect: everyone(refused(404, 'not_found'), { adminB: allowed(), privateB: allowed() }),
  },
  {
    route: 'GET /file',
    title: "private crowd B's cover, a width copy",
    site: 'crowdB',
    call: (world) => ({ path: `/file?fileId=${world.files.privateOfB}&w=80` }),
    expect: everyone(refused(404, 'not_found'), { adminB: allowed(), privateB: allowed() }),
  },
];
