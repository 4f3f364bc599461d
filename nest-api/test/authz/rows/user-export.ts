import { FILE_STORAGE, type FileStorage } from '../../../src/infra/files/file-storage';
import { UserExport } from '../../../src/modules/auth/user-export/entities/user-export.entity';
import { allowed, refused, signedIn, type MatrixRow } from '../matrix';
import type { World } from '../world';

const EXPORT_KEY = 'exports/matrix/admin-a.zip';

/** A ready queued export of crowd A's admin, made once: only they may download it. */
async function exportOfAdminA(world: World): Promise<number> {
  const exports = world.dataSource.getRepository(UserExport);
  const userId = world.userOf('adminA').id;
  const existing = await exports.findOneBy({ userId, storageKey: EXPORT_KEY });
  if (existing) return existing.id;
  await world.app.get<FileStorage>(FILE_STORAGE).write(EXPORT_KEY, Buffer.from('PK\u0005\u0006'));
  const row = await exports.save(
    exports.create({ userId, status: 'READY', storageKey: EXPORT_KEY, expiresAt: new Date(Date.now() + 86_400_000) }),
  );
  return row.id;
}

/** "Download my data" (decision 033): the caller's own data, on the main site. */
export const USER_EXPORT_ROWS: MatrixRow[] = [
  { route: 'GET /user/export', site: 'main', call: () => ({ path: '/user/export' }), expect: signedIn(allowed()) },
  {
    route: 'GET /user/export/{exportId}',
    site: 'main',
    call: async (world) => ({ path: `/user/export/${await exportOfAdminA(world)}` }),
    expect: signedIn(refused(404, 'not_found'), { adminA: allowed() }),
  },
];
