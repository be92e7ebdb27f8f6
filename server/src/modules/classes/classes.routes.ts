import { errorBody } from '@praxisport/contract/common';
import { signupClassesResponse } from '@praxisport/contract/classes';
import { access } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { AppError } from '../../lib/app-error';
import { hit } from '../../lib/rate-limit';
import { listSignupClasses } from './classes.repository';

export function classesRoutes(app: App, { db, config }: AppContext) {
  // API-P14: anonymous, rate-limited, class names only.
  app.get(
    '/api/grade/signupClasses',
    { config: { access: access.public }, schema: { tags: ['classes'], response: { 200: signupClassesResponse, 429: errorBody } } },
    async (request) => {
      const { max, windowMs } = config.rateLimits.signupClasses;
      if ((await hit(db, `signupClasses:${request.ip}`, windowMs)) > max) {
        throw new AppError('TOO_MANY_REQUESTS', 'Zu viele Anfragen. Bitte später erneut versuchen.');
      }
      return { classes: await listSignupClasses(db) };
    },
  );
}
