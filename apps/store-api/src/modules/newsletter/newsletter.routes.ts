import {
  id,
  newsletterSubscriberResponse,
  newsletterSubscribersQuery,
  newsletterSubscribersResponse,
  newsletterSubscriptionInput,
  newsletterTokenRequest,
  newsletterTokenResponse,
  ownNewsletterResponse,
} from '@tradeshop/api-client/contracts';
import { z } from 'zod';
import { anyone, loggedIn, withRight } from '../../platform/access.ts';
import type { StoreApi } from '../../platform/types.ts';
import {
  companySubscribers,
  confirmByLink,
  ownSubscription,
  subscribeColleague,
  subscribeOwn,
  unsubscribeByLink,
  unsubscribeColleague,
  unsubscribeOwn,
} from './newsletter.service.ts';

const manageNewsletters = { access: withRight('ROLE_MANAGE_NEWS_LETTERS') };
const userParams = z.object({ id });
const tags = ['Newsletter'];

/** Newsletter subscriptions of a company's users, with double opt-in and one-click unsubscribe links. */
export async function newsletterRoutes(app: StoreApi) {
  app.get(
    '/dexis/newsletter/subscriptions',
    {
      config: manageNewsletters,
      schema: {
        tags,
        summary:
          'The own company’s active users (found by `term` in their name or username, by name, 100 at most) with their newsletter subscription: status, language and topics.',
        querystring: newsletterSubscribersQuery,
        response: { 200: newsletterSubscribersResponse },
      },
    },
    async (request) => ({ data: await companySubscribers(request.ctx, request.query.term) }),
  );

  app.put(
    '/dexis/newsletter/subscriptions/:id',
    {
      config: manageNewsletters,
      schema: {
        tags,
        summary:
          'Subscribes a user of the own company to the newsletter, or changes their language and topics: the subscription waits (pending) until the user follows the confirmation link mailed to them.',
        params: userParams,
        body: newsletterSubscriptionInput,
        response: { 200: newsletterSubscriberResponse },
      },
    },
    async (request) => ({
      data: await subscribeColleague(request.ctx, request.params.id, request.body),
    }),
  );

  app.delete(
    '/dexis/newsletter/subscriptions/:id',
    {
      config: manageNewsletters,
      schema: {
        tags,
        summary: 'Ends the newsletter subscription of a user of the own company; their links stop working.',
        params: userParams,
        response: { 200: newsletterSubscriberResponse },
      },
    },
    async (request) => ({ data: await unsubscribeColleague(request.ctx, request.params.id) }),
  );

  app.get(
    '/dexis/newsletter/subscription',
    {
      config: { access: loggedIn },
      schema: {
        tags,
        summary: 'The logged-in user’s own newsletter subscription, or null.',
        response: { 200: ownNewsletterResponse },
      },
    },
    async (request) => ({ data: await ownSubscription(request.ctx) }),
  );

  app.put(
    '/dexis/newsletter/subscription',
    {
      config: { access: loggedIn },
      schema: {
        tags,
        summary:
          'Subscribes the logged-in user to the newsletter (pending until they follow the mailed confirmation link), or changes the language and topics of their active subscription at once.',
        body: newsletterSubscriptionInput,
        response: { 200: ownNewsletterResponse },
      },
    },
    async (request) => ({ data: await subscribeOwn(request.ctx, request.body) }),
  );

  app.delete(
    '/dexis/newsletter/subscription',
    {
      config: { access: loggedIn },
      schema: {
        tags,
        summary: 'Ends the logged-in user’s own newsletter subscription.',
        response: { 200: ownNewsletterResponse },
      },
    },
    async (request) => ({ data: await unsubscribeOwn(request.ctx) }),
  );

  app.post(
    '/dexis/newsletter/confirm',
    {
      config: { access: anyone },
      schema: {
        tags,
        summary:
          'Follows the link of a newsletter confirmation mail (its `token`): the subscription becomes active. A link works once and for 7 days; an unknown or expired one answers 404, a used one 410.',
        body: newsletterTokenRequest,
        response: { 200: newsletterTokenResponse },
      },
    },
    async (request) => ({ data: await confirmByLink(request.ctx, request.body.token) }),
  );

  app.post(
    '/dexis/newsletter/unsubscribe',
    {
      config: { access: anyone },
      schema: {
        tags,
        summary:
          'Follows the unsubscribe link of a newsletter mail (its `token`), without login: the subscription ends. A link works once and only for its own subscription; an unknown or expired one answers 404, a used one 410.',
        body: newsletterTokenRequest,
        response: { 200: newsletterTokenResponse },
      },
    },
    async (request) => ({ data: await unsubscribeByLink(request.ctx, request.body.token) }),
  );
}
