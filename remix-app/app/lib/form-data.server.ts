/**
 * The posted form. A body that does not parse as one (a malformed multipart, a wrong Content-Type)
 * is the client's mistake: 400, not an error of ours.
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch (error) {
    if (request.signal.aborted) throw error;
    throw new Response('bad_request', { status: 400, headers: { 'Content-Type': 'text/plain' } });
  }
}
