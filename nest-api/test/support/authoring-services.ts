import { ClsService } from 'nestjs-cls';
import sharp from 'sharp';
import { FILE_STORAGE, type FileStorage } from '../../src/infra/files/file-storage';
import type { UploadedBinary } from '../../src/infra/files/image-upload';
import { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { StoredFile } from '../../src/infra/files/stored-file.entity';
import { IdeaFile } from '../../src/modules/idea/idea/entities/idea-file.entity';
import { Idea } from '../../src/modules/idea/idea/entities/idea.entity';
import type { IdeaUploads } from '../../src/modules/idea/idea-authoring/idea-media.service';
import type { AuthTestApp } from './auth-app';
import { addMember, createCrowd, createUser } from './factories';

/**
 * What the idea-authoring services' specs share: the booted app's services called directly (in a
 * CLS context, as a request would), the file storage they write to, uploads and a crowd's follower.
 */
export function authoringServices(testApp: AuthTestApp) {
  const storage = () => testApp.app.get<FileStorage>(FILE_STORAGE);
  const repo = <T extends object>(entity: new () => T) => testApp.dataSource.getRepository(entity);
  return {
    /** Runs `work` as a request's handler would: the unit of work needs a CLS context. */
    inRequest: <T>(work: () => Promise<T>): Promise<T> => testApp.app.get(ClsService).run(work),
    storage,
    /** How many of these storage keys still have bytes. */
    presentInStorage: async (keys: readonly string[]): Promise<number> =>
      (await Promise.all(keys.map((key) => storage().size(key)))).filter((size) => size !== null).length,
    storedFiles: (crowdId: number) => repo(StoredFile).findBy({ crowdId }),
    ideasIn: (crowdId: number) => repo(Idea).findBy({ crowdId }),
    idea: (id: number) => repo(Idea).findOneByOrFail({ id }),
    /** Another writer's change to the idea: its version moves on. */
    setIdeaVersion: (id: number, version: number) => repo(Idea).update({ id }, { version }),
    attachmentIds: async (ideaId: number) =>
      (await repo(IdeaFile).find({ where: { ideaId }, order: { position: 'ASC' } })).map((file) => file.fileId),
    ideasCount: async (crowdId: number) => (await repo(Crowd).findOneByOrFail({ id: crowdId })).ideasCount,
    setIdeasCount: (crowdId: number, ideasCount: number) => repo(Crowd).update({ id: crowdId }, { ideasCount }),
    async follower(tier: 0 | 2 = 2) {
      const crowd = await createCrowd(testApp.dataSource, { tier });
      const user = await createUser(testApp.dataSource);
      await addMember(testApp.dataSource, crowd.id, user.id, 'CROWD_FOLLOWER');
      return { crowd, user };
    },
  };
}

/** A PNG upload of `field`, as multer hands it over. */
export async function pngUpload(field: string, background: string): Promise<UploadedBinary> {
  const buffer = await sharp({ create: { width: 320, height: 200, channels: 3, background } })
    .png()
    .toBuffer();
  return { fieldname: field, originalname: 'picture.png', mimetype: 'image/png', size: buffer.length, buffer };
}

/** One attachment and a featured image (`featuredField`: `featuredImg` or `newFeaturedImg`). */
export const twoImages = async (featuredField: string): Promise<IdeaUploads> => ({
  attachments: [await pngUpload('attachments', '#f00')],
  featured: await pngUpload(featuredField, '#00f'),
});
