import { ZUpdateIdeaMultipart, type TUpdateIdeaMultipartInput } from '@crowd/contracts';
import { StaleEntityError } from '../../../common/errors';
import type { Idea } from '../idea/entities/idea.entity';
import { authTestApp } from '../../../../test/support/auth-app';
import { authoringServices, pngUpload, twoImages } from '../../../../test/support/authoring-services';
import { IdeaCreationService } from './idea-creation.service';
import type { IdeaUploads } from './idea-media.service';
import { IdeaOwnerEditService } from './idea-owner-edit.service';

/**
 * The owner's edit against the real repositories on a database of this suite's own; the file
 * storage (a directory of the suite's own) is the boundary watched.
 */
describe('IdeaOwnerEditService', () => {
  const testApp = authTestApp();
  const world = authoringServices(testApp);
  const { inRequest, storage, presentInStorage, storedFiles, follower, attachmentIds } = world;

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
    return { crowd, user, idea: await world.idea(idea.id) };
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
    const files = await storedFiles(crowd.id);
    expect(files.map((file) => file.id)).toEqual(await attachmentIds(idea.id));
    expect(await presentInStorage(before.map((file) => file.storageKey))).toBe(0);
    expect((await world.idea(idea.id)).featuredImageId).toBeNull();
  });

  it('refuses a stale version before storing anything, and changes nothing', async () => {
    const { user, idea, crowd } = await ideaWithImages();
    await edit(user.id, idea, { name: 'Edited in another tab', fileIds: await attachmentIds(idea.id) });
    const write = jest.spyOn(storage(), 'write');

    await expect(
      edit(user.id, idea, { name: 'From the stale form' }, await twoImages('newFeaturedImg')),
    ).rejects.toBeInstanceOf(StaleEntityError);
    expect(write).not.toHaveBeenCalled();
    expect(await world.idea(idea.id)).toMatchObject({
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
      await world.setIdeaVersion(idea.id, idea.version + 1);
      await write(key, bytes);
    });

    await expect(
      edit(
        user.id,
        idea,
        { name: 'Too late', fileIds: await attachmentIds(idea.id) },
        await twoImages('newFeaturedImg'),
      ),
    ).rejects.toBeInstanceOf(StaleEntityError);
    expect((await world.idea(idea.id)).name).toBe('Greener streets');
    expect(await storedFiles(crowd.id)).toEqual(before);
    expect(await presentInStorage(writes.mock.calls.map(([key]) => key))).toBe(0);
  });
});
