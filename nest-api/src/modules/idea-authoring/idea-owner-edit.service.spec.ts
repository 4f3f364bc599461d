import { ZUpdateIdeaMultipart, type TUpdateIdeaMultipartInput } from '@crowd/contracts';
import { StaleEntityError } from '../../common/errors';
import { IdeaFile } from '../idea/entities/idea-file.entity';
import { Idea } from '../idea/entities/idea.entity';
import { authTestApp } from '../../../test/support/auth-app';
import { authoringServices, pngUpload, twoImages } from '../../../test/support/authoring-services';
import { IdeaCreationService } from './idea-creation.service';
import type { IdeaUploads } from './idea-media.service';
import { IdeaOwnerEditService } from './idea-owner-edit.service';

/**
 * The owner's edit against the real repositories on a database of this suite's own; the file
 * storage (a directory of the suite's own) is the boundary watched.
 */
describe('IdeaOwnerEditService', () => {
  const testApp = authTestApp();
  const { inRequest, storage, presentInStorage, storedFiles, follower } = authoringServices(testApp);
  const repo = <T extends object>(entity: new () => T) => testApp.dataSource.getRepository(entity);

  /** An idea of a follower with one attachment and a featured image, written through its creation. */
  async function ideaWithImages() {
    const { crowd, user } = await follower();
    const { idea } = await inRequest(async () =>
      testApp.app
        .get(IdeaCreationService)
        .create(
          { id: user.id },
          { crowdId: crowd.id, name: 'Greener streets', description: '<p>Plant trees</p>', embeddableVideos: [] },
          await twoImages('featuredImg'),
        ),
    );
    return { crowd, user, idea: await repo(Idea).findOneByOrFail({ id: idea.id }) };
  }

  const edit = (
    userId: number,
    idea: Idea,
    fields: Partial<TUpdateIdeaMultipartInput>,
    uploads: IdeaUploads = { attachments: [], featured: undefined },
  ) =>
    inRequest(() =>
      testApp.app.get(IdeaOwnerEditService).update(
        { id: userId },
        ZUpdateIdeaMultipart.parse({
          id: idea.id,
          crowdId: idea.crowdId,
          version: idea.version,
          name: idea.name,
          description: idea.description,
          ...fields,
        }),
        uploads,
      ),
    );

  afterEach(() => jest.restoreAllMocks());

  it('saves the new fields and images, and removes the files that left the idea', async () => {
    const { user, idea, crowd } = await ideaWithImages();
    const before = await storedFiles(crowd.id);

    const { idea: saved } = await edit(
      user.id,
      idea,
      { name: 'Greener squares', fileIds: [], featuredImageId: '' },
      {
        attachments: [await pngUpload('attachments', '#0f0')],
        featured: undefined,
      },
    );

    expect(saved).toMatchObject({ name: 'Greener squares', version: idea.version + 1 });
    const attached = await repo(IdeaFile).findBy({ ideaId: idea.id });
    const files = await storedFiles(crowd.id);
    expect(files.map((file) => file.id)).toEqual(attached.map((file) => file.fileId));
    expect(await presentInStorage(before.map((file) => file.storageKey))).toBe(0);
    expect((await repo(Idea).findOneByOrFail({ id: idea.id })).featuredImageId).toBeNull();
  });

  it('refuses a stale version before storing anything, and changes nothing', async () => {
    const { user, idea, crowd } = await ideaWithImages();
    await edit(user.id, idea, { name: 'Edited in another tab', fileIds: await ids(idea.id) });
    const write = jest.spyOn(storage(), 'write');

    await expect(
      edit(user.id, idea, { name: 'From the stale form' }, await twoImages('newFeaturedImg')),
    ).rejects.toBeInstanceOf(StaleEntityError);
    expect(write).not.toHaveBeenCalled();
    expect(await repo(Idea).findOneByOrFail({ id: idea.id })).toMatchObject({
      name: 'Edited in another tab',
      version: idea.version + 1,
    });
    expect(await storedFiles(crowd.id)).toHaveLength(2);
  });

  it('removes the new images when another edit is saved while they are stored', async () => {
    const { user, idea, crowd } = await ideaWithImages();
    const before = await storedFiles(crowd.id);
    const disk = storage();
    const write = disk.write.bind(disk);
    const writes = jest.spyOn(disk, 'write').mockImplementation(async (key, bytes) => {
      await repo(Idea).update({ id: idea.id }, { version: idea.version + 1 });
      await write(key, bytes);
    });

    await expect(
      edit(user.id, idea, { name: 'Too late', fileIds: await ids(idea.id) }, await twoImages('newFeaturedImg')),
    ).rejects.toBeInstanceOf(StaleEntityError);
    expect((await repo(Idea).findOneByOrFail({ id: idea.id })).name).toBe('Greener streets');
    expect(await storedFiles(crowd.id)).toEqual(before);
    expect(await presentInStorage(writes.mock.calls.map(([key]) => key))).toBe(0);
  });

  const ids = async (ideaId: number) => (await repo(IdeaFile).findBy({ ideaId })).map((file) => file.fileId);
});
