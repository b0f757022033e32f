/**
 * Fuzzes the storefront's own loaders and actions (the Store API has its fuzz test in its suite):
 * every route of apps/storefront/app/routes.ts gets generated bad input as visitor, buyer and lead
 * buyer, and no answer may be a 5xx. STOREFRONT_FUZZ_INPUTS (1,500) and STOREFRONT_FUZZ_SEED (1)
 * widen or repeat a run.
 *
 * The fuzz must leave the shop as the specs after it expect it: its buyer and lead buyer belong to a
 * company it registers for itself, it only reads the demo company's pages (for field names and other
 * companies' ids) and never sends the ids of any demo user, and it sends from loopback addresses of
 * its own, since the shop throttles failed logins and mails per address.
 */
import { expect, test } from '@playwright/test';
import { callAs, sessionOf } from './support/store-api';
import { dashed, harvest } from './support/storefront-fuzz/harvest';
import { inputSeed, Random } from './support/storefront-fuzz/hostile-values';
import { send, setCookie } from './support/storefront-fuzz/http';
import { fuzzInput } from './support/storefront-fuzz/inputs';
import { describeServerError, FuzzReport } from './support/storefront-fuzz/report';
import { type StorefrontRoute, storefrontRoutes } from './support/storefront-fuzz/routes';
import { newFuzzCompany, roles, Sessions } from './support/storefront-fuzz/users';

const inputs = Number(process.env.STOREFRONT_FUZZ_INPUTS ?? 1500);
const seed = Number(process.env.STOREFRONT_FUZZ_SEED ?? 1);

// Plain Playwright `test`: the shop's own (support/test) would start a browser the fuzz never uses.
test('every storefront route answers generated bad input without a 5xx, as visitor, buyer and lead buyer', async () => {
  test.setTimeout(120_000 + inputs * 150);
  const startedAt = Date.now();
  const routes = storefrontRoutes();
  const sessions = new Sessions(await newFuzzCompany());
  const demoLead = await sessionOf('demo.lead');
  const { data: demoUsers } = await callAs<{ data: { id: string }[] }>(
    demoLead,
    'POST',
    '/dexis/companies/customers',
    { limit: 100 },
  );
  for (const { id } of demoUsers) sessions.protectedIds.add(dashed(id));
  const isAccountPage = (route: StorefrontRoute) => route.pattern.startsWith('/account/');
  const knowledge = await harvest(
    routes,
    [
      { cookie: undefined, reads: (route) => !isAccountPage(route) },
      { cookie: await sessions.cookieOf('lead'), reads: () => true },
      // The demo company's entities, behind its lists: other companies' ids, and their pages' forms.
      {
        cookie: `sw-context-token=${demoLead}`,
        reads: (route) => isAccountPage(route) && !route.pattern.endsWith('/create'),
      },
    ],
    sessions.protectedIds,
  );

  const report = new FuzzReport(routes);
  // The roles take turns per route and round; each role's requests go one after another, so that its
  // session is only ever ended by its own.
  await Promise.all(
    roles.map(async (role, roleIndex) => {
      const share = Math.floor(inputs / roles.length) + (roleIndex < inputs % roles.length ? 1 : 0);
      for (let round = 0; report.sent(role) < share; round++) {
        for (const [index, route] of routes.entries()) {
          if (report.sent(role) >= share) break;
          const input = fuzzInput(route, knowledge, new Random(inputSeed(seed, index, round, roleIndex)));
          const cookie = input.ownCookie ?? (await sessions.cookieOf(role));
          const answer = await send({
            ...input.request,
            headers: { ...input.request.headers, ...(cookie ? { cookie } : {}) },
          }).catch((error: Error) => error);
          report.count(route, role, input, answer);
          const sessionChanged =
            !(answer instanceof Error) && setCookie(answer, 'sw-context-token') !== undefined;
          if (role !== 'visitor' && (input.changing || sessionChanged)) await sessions.check(role);
        }
      }
    }),
  );

  const seconds = Math.round((Date.now() - startedAt) / 1000);
  const replaced = sessions.replacedCompanies ? `, ${sessions.replacedCompanies} new fuzz companies` : '';
  console.log(
    report.format(
      `${inputs.toLocaleString('en')} requests on ${routes.length} routes in ${seconds} s (seed ${seed}${replaced})`,
    ),
  );
  const formless = routes.filter(
    (route) => route.hasAction && knowledge.routes.get(route.pattern)!.forms.length === 0,
  );
  if (formless.length > 0)
    console.log(
      `No form on any page read for ${formless.map((route) => route.pattern).join(', ')}: their inputs carry the names their modules read.`,
    );
  expect
    .soft(
      report.serverErrors.map(describeServerError),
      `5xx answers (rerun with STOREFRONT_FUZZ_SEED=${seed})`,
    )
    .toEqual([]);
  // The specs after this one log in as the demo users: the fuzz must have left them as they were.
  for (const username of ['demo.lead', 'demo.buyer']) await sessionOf(username);
});
