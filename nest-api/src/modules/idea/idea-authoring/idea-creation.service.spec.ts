import { PLANS } from '@crowd/contracts';
import { DomainError } from '../../../common/errors';
import { KnownHostsService } from '../../crowd/crowd/known-hosts.service';
import { authTestApp } from '../../../../test/support/auth-app';
import { authoringServices, twoImages } from '../../../../test/support/authoring-services';
import { IdeaCreationService } from './idea-creation.service';
import type { IdeaUploads } from './idea-media.service';

/**
 * The creation of an idea against the real repositories on a database of this suite's own; the
 * file storage (a directory of the suite's own) is the boundary watched.
 */
describe('IdeaCreationService', () => {
  const testApp = authTestApp();
  const world = authoringServices(testApp);
  const { storage, presentInStorage, storedFiles, follower, ideasIn, attachmentIds } = world;
  const create = (userId: number, crowdId: number, uploads: IdeaUploads) =>
    world.inRequest(() =>
      testApp.app
        .get(IdeaCreationService)
        .create(
          { id: userId },
          { crowdId, name: 'Greener streets', description: '<p>Plant trees</p>', embeddableVideos: [] },
          uploads,
        ),
    );
  const refusal = (error: unknown) => (error instanceof DomainError ? `${error.kind}: ${error.key}` : error);

  afterEach(() => jest.restoreAllMocks());

  it('stores the images and the idea with its attachment and featured image, counted against the crowd', async () => {
    const { crowd, user } = await follower();
    const { idea } = await create(user.id, crowd.id, await twoImages('featuredImg'));

    const saved = await world.idea(idea.id);
    expect(saved).toMatchObject({ crowdId: crowd.id, ownerId: user.id, name: 'Greener streets' });
    const attached = await attachmentIds(idea.id);
    expect(attached).toHaveLength(1);
    const files = await storedFiles(crowd.id);
    expect(files.map((file) => file.id).sort()).toEqual([...attached, saved.featuredImageId].sort());
    expect(await presentInStorage(files.map((file) => file.storageKey))).toBe(2);
    expect(await world.ideasCount(crowd.id)).toBe(1);
  });

  it('refuses a full crowd before storing anything', async () => {
    const { crowd, user } = await follower(0);
    await world.setIdeasCount(crowd.id, PLANS[0].features.ideas);
    const write = jest.spyOn(storage(), 'write');

    const error = await create(user.id, crowd.id, await twoImages('featuredImg')).catch((caught: unknown) => caught);
    expect(refusal(error)).toBe('forbidden: ideas_subscription_limit_reached');
    expect(write).not.toHaveBeenCalled();
    expect(await ideasIn(crowd.id)).toEqual([]);
  });

  it('removes the stored images when the transaction refuses: the last slot went to another idea meanwhile', async () => {
    const { crowd, user } = await follower(0);
    const limit = PLANS[0].features.ideas;
    await world.setIdeasCount(crowd.id, limit - 1);
    const disk = storage();
    const write = disk.write.bind(disk);
    // While the images are being stored, another author takes the crowd's last idea slot.
    const writes = jest.spyOn(disk, 'write').mockImplementation(async (key, bytes) => {
      await world.setIdeasCount(crowd.id, limit);
      await write(key, bytes);
    });

    const error = await create(user.id, crowd.id, await twoImages('featuredImg')).catch((caught: unknown) => caught);
    expect(refusal(error)).toBe('forbidden: ideas_subscription_limit_reached');
    expect(await ideasIn(crowd.id)).toEqual([]);
    expect(await storedFiles(crowd.id)).toEqual([]);
    const written = writes.mock.calls.map(([key]) => key);
    expect(written).toHaveLength(2);
    expect(await presentInStorage(written)).toBe(0);
  });

  it('keeps the committed idea and its images when the read after the commit fails', async () => {
    const { crowd, user } = await follower();
    jest.spyOn(testApp.app.get(KnownHostsService), 'link').mockRejectedValueOnce(new Error('read after commit'));

    await expect(create(user.id, crowd.id, await twoImages('featuredImg'))).rejects.toThrow('read after commit');
    const [saved] = await ideasIn(crowd.id);
    expect(saved?.ownerId).toBe(user.id);
    const files = await storedFiles(crowd.id);
    expect(files.map((file) => file.id).sort()).toEqual(
      [...(await attachmentIds(saved?.id ?? 0)), saved?.featuredImageId].sort(),
    );
    expect(await presentInStorage(files.map((file) => file.storageKey))).toBe(2);
  });
});
