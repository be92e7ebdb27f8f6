import {
  optionAnswerParams,
  optionAnswerResponse,
  optionAnswersResponse,
  optionExtrasResponse,
  optionQuestionMessages,
  saveOptionAnswerBody,
  saveOptionExtrasBody,
} from '@praxisport/contract/option-questions';
import { access, actorOf } from '../../plugins/access';
import type { App, AppContext } from '../../lib/context';
import { errorResponses } from '../../lib/error-responses';
import * as oq from './option-questions.service';

const tags = ['option-questions'];
/** Reading: the student and the teachers of their class (decision 018). */
const readers = access.roles('teacher', 'student');
/** Answering: the student themself (a self-assessment, AMB-100). */
const answerers = access.roles('student', { forbidden: optionQuestionMessages.onlyStudent });

/** The option-question answers (AMB-100, API-P18, API-P19). */
export function optionQuestionsRoutes(app: App, { db, config }: AppContext) {
  app.get(
    '/api/user/optionAnswers/:studentId/:option',
    { config: { access: readers }, schema: { tags, params: optionAnswerParams, response: { 200: optionAnswersResponse, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => oq.getAnswers(db, await actorOf(request), request.params.studentId, request.params.option),
  );

  app.put(
    '/api/user/optionAnswers/:studentId/:option',
    {
      config: { access: answerers },
      schema: { tags, params: optionAnswerParams, body: saveOptionAnswerBody, response: { 200: optionAnswerResponse, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => ({ answer: await oq.saveAnswer(db, await actorOf(request), request.params.studentId, request.params.option, request.body) }),
  );

  app.put(
    '/api/user/optionAnswers/:studentId/:option/extras',
    {
      config: { access: answerers },
      schema: { tags, params: optionAnswerParams, body: saveOptionExtrasBody, response: { 200: optionExtrasResponse, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => oq.saveExtras(db, await actorOf(request), request.params.studentId, request.params.option, request.body, { publicUrl: config.publicUrl }),
  );
}
