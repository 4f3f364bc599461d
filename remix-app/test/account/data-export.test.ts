import { HttpResponse } from 'msw';
import { downloadMyData, downloadQueuedExport } from '~/features/account/data-export.server';
import { accountApi } from '../mocks/account';
import { mockApi } from '../mocks/api';
import { makeUser } from '../mocks/factories';
import { server, setupMockApi } from '../mocks/server';
import { getArgs, settle } from '../route-args';

setupMockApi();

const ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);
const zipAnswer = () =>
  new HttpResponse(ZIP, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': 'attachment; filename="crowd-ideas-my-data-2026-11-27.zip"',
      'Set-Cookie': 'should-not=pass',
    },
  });

describe('download my data (decision 033)', () => {
  beforeEach(() => server.use(...accountApi({ user: makeUser() }).handlers));

  it("passes the API's zip on as an attachment nobody caches", async () => {
    server.use(mockApi('exportUserData', () => zipAnswer()));
    const response = (await downloadMyData(getArgs('/account/export'))) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/zip');
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="crowd-ideas-my-data-2026-11-27.zip"',
    );
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(ZIP);
  });

  it('sends a large account back to /account, which promises a mail', async () => {
    server.use(mockApi('exportUserData', () => HttpResponse.json({ queued: true })));
    const outcome = await settle(downloadMyData(getArgs('/account/export')));
    expect(outcome.location).toBe('/account?export=queued#data-export');
  });

  it('says so on /account when the API refuses (429)', async () => {
    server.use(mockApi('exportUserData', () => HttpResponse.json({ error: 'too_many_requests' }, { status: 429 })));
    const outcome = await settle(downloadMyData(getArgs('/account/export')));
    expect(outcome.location).toBe('/account?export=failed#data-export');
  });

  it("streams a queued export, and sends an expired or someone else's link back as expired", async () => {
    server.use(
      mockApi('getUserExport', ({ params }) =>
        params.exportId === '7' ? zipAnswer() : HttpResponse.json({ error: 'not_found' }, { status: 404 }),
      ),
    );
    const ready = (await downloadQueuedExport({
      ...getArgs('/account/export/7'),
      params: { exportId: '7' },
    })) as Response;
    expect(ready.headers.get('Content-Type')).toBe('application/zip');
    const gone = await settle(downloadQueuedExport({ ...getArgs('/account/export/8'), params: { exportId: '8' } }));
    expect(gone.location).toBe('/account?export=expired#data-export');
  });
});
