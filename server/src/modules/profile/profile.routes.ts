import { profileResponse, updateProfileBody } from '@praxisport/contract/profile';
import { access, actorOf } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { errorResponses } from '../../lib/error-responses';
import { getProfile, saveProfile } from './profile.service';

const tags = ['profile'];
const errors = errorResponses(400, 401, 403);
const config = { access: access.anyUser };

/** The own profile from the top bar; the password changes through /api/user/auth/changePassword. */
export function profileRoutes(app: App, { db, config: appConfig }: AppContext) {
  app.get('/api/user/profile', { config, schema: { tags, response: { 200: profileResponse, ...errors } } }, async (request) =>
    getProfile(db, await actorOf(request)),
  );
  app.patch('/api/user/profile', { config, schema: { tags, body: updateProfileBody, response: { 200: profileResponse, ...errors } } }, async (request) =>
    saveProfile(db, await actorOf(request), request.body, { publicUrl: appConfig.publicUrl }),
  );
}
