import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { type Db, queryRows } from '../../db/index.ts';
import type { SeededShops } from '../seeded-shops.ts';
import { startTestShop, type TestShop, testAccessKey } from '../test-app.ts';
import { type FuzzInput, fuzzInputs } from './inputs.ts';
import { KnownValues } from './known-values.ts';
import { type FuzzRoute, type OpenApiDocument, routesOf } from './openapi-routes.ts';

/** Who sends each input to the Store API: nobody logged in, a buyer, and a lead buyer with every right. */
export const roles = ['visitor', 'buyer', 'lead'] as const;
/** Who sends each input to the Admin API: nobody signed in, customer service, an administrator. */
export const staffRoles = ['nobody', 'service', 'admin'] as const;
export type Role = (typeof roles)[number] | (typeof staffRoles)[number];
const usernames: Record<Exclude<(typeof roles)[number], 'visitor'>, string> = {
  buyer: 'demo.buyer',
  lead: 'demo.lead',
};
const staffUsernames: Record<Exclude<(typeof staffRoles)[number], 'nobody'>, string> = {
  service: 'staff.service',
  admin: 'staff.admin',
};

/** The people a fuzz sends its inputs as, and how their requests carry who they are. */
interface Callers {
  roles: readonly Role[];
  /** Opens their sessions; answers their ids, which the fuzz never hands to a route. */
  open(): Promise<Set<string>>;
  headersOf(role: Role): Promise<Record<string, string>>;
  /** Forgets a session the answer shows to have ended, so that the next input opens another. */
  check(role: Role, route: FuzzRoute, response: { statusCode: number; body: string }): Promise<void>;
}

/** What the app logged for a failed request: the error, its root cause and where it was thrown. */
// A type, not an interface: pino's serializers want an object with an index signature.
export type LoggedError = {
  message: string;
  /** The innermost frames in the shop's own source, first where it was thrown. */
  frames: string[];
};

export interface ServerError {
  route: string;
  role: Role;
  input: FuzzInput;
  status: number;
  logged: LoggedError | undefined;
}

export interface RouteTally {
  tried: number;
  success: number;
  clientError: number;
  serverError: number;
}

export interface FuzzReport {
  seed: number;
  inputs: number;
  tally: Map<string, RouteTally>;
  serverErrors: ServerError[];
  /** How often a demo user who could no longer log in was put back as seeded. */
  restoredUsers: number;
}

/** A test shop whose error log the fuzz reads: each 5xx is reported with what the app logged. */
export interface FuzzShop {
  shop: TestShop;
  /** The errors logged since the last call. */
  takeLoggedErrors(): LoggedError[];
}

/** `seededShops`: outside Vitest, the shops to copy (inside, those of the run's global setup). */
export async function startFuzzShop(seededShops?: SeededShops): Promise<FuzzShop> {
  let logged: LoggedError[] = [];
  const shop = await startTestShop({
    seededShops,
    logger: {
      level: 'error',
      serializers: { err: describeError },
      stream: {
        write(line: string) {
          const entry = JSON.parse(line) as { err?: LoggedError; msg?: string };
          logged.push(entry.err ?? { message: entry.msg ?? line, frames: [] });
        },
      },
    },
  });
  return {
    shop,
    takeLoggedErrors() {
      const taken = logged;
      logged = [];
      return taken;
    },
  };
}

/** A fuzz run that could not go on; `report` holds what it counted up to then. */
export class FuzzAborted extends Error {
  readonly report: FuzzReport;

  constructor(report: FuzzReport, cause: unknown) {
    super(`The fuzz stopped after ${report.inputs.toLocaleString('en')} inputs`, { cause });
    this.report = report;
  }
}

/**
 * Sends `inputs` generated requests, spread evenly over every route of the OpenAPI document, each
 * as every role, and counts the answers. The same seed generates the same requests. Throws
 * `FuzzAborted`, with the answers counted so far, when it cannot go on.
 */
export function fuzzStoreApi(
  fuzzShop: FuzzShop,
  options: { inputs: number; seed: number; onProgress?: (sent: number) => void },
): Promise<FuzzReport> {
  const report = newReport(options.seed);
  const callers = new Sessions(fuzzShop.shop, () => report.restoredUsers++);
  return fuzzApi(
    fuzzShop,
    routesOf(fuzzShop.shop.app.swagger() as OpenApiDocument),
    callers,
    report,
    options,
  );
}

/** The same for the Admin API, as nobody, a customer service member and an administrator. */
export async function fuzzAdminApi(
  fuzzShop: FuzzShop,
  options: { inputs: number; seed: number; onProgress?: (sent: number) => void },
): Promise<FuzzReport> {
  const document = (
    await fuzzShop.shop.app.inject({ url: '/admin-api/_docs/json' })
  ).json() as OpenApiDocument;
  return fuzzApi(
    fuzzShop,
    routesOf(document),
    new StaffSessions(fuzzShop.shop),
    newReport(options.seed),
    options,
  );
}

const newReport = (seed: number): FuzzReport => ({
  seed,
  inputs: 0,
  tally: new Map(),
  serverErrors: [],
  restoredUsers: 0,
});

async function fuzzApi(
  { shop, takeLoggedErrors }: FuzzShop,
  routes: FuzzRoute[],
  callers: Callers,
  report: FuzzReport,
  options: { inputs: number; seed: number; onProgress?: (sent: number) => void },
): Promise<FuzzReport> {
  for (const route of routes)
    report.tally.set(route.name, { tried: 0, success: 0, clientError: 0, serverError: 0 });
  try {
    await sendInputs(shop, takeLoggedErrors, routes, callers, report, options);
  } catch (error) {
    throw new FuzzAborted(report, error);
  }
  return report;
}

async function sendInputs(
  shop: TestShop,
  takeLoggedErrors: FuzzShop['takeLoggedErrors'],
  routes: FuzzRoute[],
  callers: Callers,
  report: FuzzReport,
  options: { inputs: number; seed: number; onProgress?: (sent: number) => void },
): Promise<void> {
  const known = new KnownValues(await callers.open());
  const rounds = Math.ceil(options.inputs / routes.length);
  for (let round = 0; round < rounds; round++) {
    for (const [index, route] of routes.entries()) {
      if (report.inputs >= options.inputs) break;
      const input = generate(route, known, inputSeed(options.seed, index, round));
      for (const role of callers.roles) {
        const response = await send(shop, input, await callers.headersOf(role));
        const [logged] = takeLoggedErrors();
        const tally = report.tally.get(route.name)!;
        tally.tried++;
        if (response.statusCode >= 500) {
          tally.serverError++;
          report.serverErrors.push({ route: route.name, role, input, status: response.statusCode, logged });
        } else if (response.statusCode >= 400) {
          tally.clientError++;
        } else {
          tally.success++;
          if (response.body.length < 200_000) known.harvest(route.path, parsedJson(response.body));
        }
        if (!('sw-context-token' in input.headers) && !('authorization' in input.headers)) {
          await callers.check(role, route, response);
        }
      }
      report.inputs++;
      options.onProgress?.(report.inputs);
    }
  }
}

function generate(route: FuzzRoute, known: KnownValues, seed: number): FuzzInput {
  return fc.sample(fuzzInputs(route, known), { seed, numRuns: 1 })[0]!;
}

/** A seed per route and round, derived from the run's seed. */
function inputSeed(seed: number, routeIndex: number, round: number): number {
  return (seed ^ Math.imul(routeIndex + 1, 0x9e3779b1) ^ Math.imul(round + 1, 0x85ebca6b)) | 0;
}

async function send(shop: TestShop, input: FuzzInput, callerHeaders: Record<string, string>) {
  return shop.app.inject({
    method: input.method,
    url: input.url,
    headers: { 'sw-access-key': testAccessKey, ...callerHeaders, ...input.headers },
    remoteAddress: input.remoteAddress,
    ...(input.payload === undefined ? {} : { payload: input.payload }),
  });
}

/**
 * The demo users' sessions. The fuzz may log them out (or a hostile header may end a session), so a
 * session that answers "not logged in" is opened anew before its next input. A user who can no
 * longer log in at all (deleted, deactivated, another password) is first put back as the seed left
 * them.
 */
class Sessions implements Callers {
  readonly roles = roles;
  private readonly tokens = new Map<Role, string>();
  private readonly savedUsers = new Map<Role, SavedUser>();
  private readonly shop: TestShop;
  private readonly onRestore: () => void;

  constructor(shop: TestShop, onRestore: () => void) {
    this.shop = shop;
    this.onRestore = onRestore;
  }

  /** Logs the demo users in; answers their ids. */
  async open(): Promise<Set<string>> {
    const ids = new Set<string>();
    for (const [role, username] of Object.entries(usernames) as [keyof typeof usernames, string][]) {
      this.savedUsers.set(role, await SavedUser.of(this.shop.database.db, username));
      const { token, id } = await this.shop.login(username);
      this.tokens.set(role, token);
      ids.add(id);
    }
    return ids;
  }

  async headersOf(role: Role): Promise<Record<string, string>> {
    if (role === 'visitor') return {};
    const token = this.tokens.get(role) ?? (await this.logIn(role as keyof typeof usernames));
    this.tokens.set(role, token);
    return { 'sw-context-token': token };
  }

  private async logIn(role: keyof typeof usernames): Promise<string> {
    try {
      return (await this.shop.login(usernames[role])).token;
    } catch {
      await this.savedUsers.get(role)!.restore();
      this.onRestore();
      return (await this.shop.login(usernames[role])).token;
    }
  }

  /**
   * Forgets a session that answered "not logged in", or that an account route (logout, password,
   * profile) may have ended.
   */
  async check(role: Role, route: FuzzRoute, response: { statusCode: number; body: string }): Promise<void> {
    const token = this.tokens.get(role);
    if (role === 'visitor') return;
    if (!token) return;
    const loggedOut =
      response.body.includes('"CHECKOUT__CUSTOMER_NOT_LOGGED_IN"') ||
      (route.path.includes('/account/') &&
        response.statusCode < 300 &&
        (await this.shop.call('GET', '/store-api/account/customer', token)).status !== 200);
    if (loggedOut) this.tokens.delete(role);
  }
}

/**
 * The demo staff's sessions of the Admin API. A session the fuzz ended (a sign-out) answers 401 and
 * is opened anew; failed sign-ins the fuzz caused under their names are forgotten first.
 */
class StaffSessions implements Callers {
  readonly roles = staffRoles;
  private readonly tokens = new Map<Role, string>();
  private readonly shop: TestShop;

  constructor(shop: TestShop) {
    this.shop = shop;
  }

  async open(): Promise<Set<string>> {
    const ids = await queryRows<{ id: string }>(
      this.shop.database.db,
      sql`select id from staff_member where username = any(${sql.param(Object.values(staffUsernames))}::text[])`,
    );
    return new Set(ids.map((row) => row.id));
  }

  async headersOf(role: Role): Promise<Record<string, string>> {
    if (role === 'nobody') return {};
    const token =
      this.tokens.get(role) ?? (await this.signIn(staffUsernames[role as keyof typeof staffUsernames]));
    this.tokens.set(role, token);
    return { authorization: `Bearer ${token}` };
  }

  private async signIn(username: string): Promise<string> {
    await this.shop.database.db.execute(
      sql`delete from login_attempt where key like ${`%staff:${username}%`}`,
    );
    const answer = await this.shop.app.inject({
      method: 'POST',
      url: '/admin-api/oauth/token',
      payload: { grant_type: 'password', client_id: 'administration', username, password: 'demo1234' },
    });
    if (answer.statusCode !== 200) throw new Error(`${username} could not sign in: ${answer.body}`);
    return answer.json().access_token as string;
  }

  async check(role: Role, _route: FuzzRoute, response: { statusCode: number }): Promise<void> {
    if (response.statusCode === 401) this.tokens.delete(role);
  }
}

/**
 * A demo user's row and rights as the seed left them. Written back whole, column by column as the
 * database lists them, it undoes whatever the fuzz did to the user: deleted, deactivated, renamed,
 * a new password, no longer lead buyer, rights taken away, failed logins throttled.
 */
class SavedUser {
  private readonly db: Db;
  private readonly user: { id: string; username: string } & Record<string, unknown>;
  private readonly rights: unknown[];

  private constructor(db: Db, user: SavedUser['user'], rights: unknown[]) {
    this.db = db;
    this.user = user;
    this.rights = rights;
  }

  static async of(db: Db, username: string): Promise<SavedUser> {
    const [saved] = await queryRows<{ account: SavedUser['user']; rights: unknown[] }>(
      db,
      sql`select to_jsonb(c) as account,
            (select coalesce(jsonb_agg(to_jsonb(r)), '[]') from customer_right r where r.customer_id = c.id) as rights
          from customer c where c.username = ${username} and c.deleted_at is null`,
    );
    if (!saved) throw new Error(`No user ${username} in the shop`);
    return new SavedUser(db, saved.account, saved.rights);
  }

  async restore(): Promise<void> {
    const { id, username } = this.user;
    const columns = sql.join(
      Object.keys(this.user)
        .filter((column) => column !== 'id')
        .map((column) => sql.identifier(column)),
      sql`, `,
    );
    await this.db.transaction(async (tx) => {
      // A deleted user's username is free: whoever took it meanwhile gives it back.
      await tx.execute(
        sql`update customer set username = username || '.' || left(id::text, 8)
            where lower(username) = lower(${username}) and id <> ${id} and deleted_at is null`,
      );
      await tx.execute(
        sql`update customer set (${columns}) = (select ${columns} from jsonb_populate_record(null::customer, ${JSON.stringify(this.user)}::jsonb))
            where id = ${id}`,
      );
      await tx.execute(sql`delete from customer_right where customer_id = ${id}`);
      await tx.execute(
        sql`insert into customer_right select * from jsonb_populate_recordset(null::customer_right, ${JSON.stringify(this.rights)}::jsonb)`,
      );
      await tx.execute(sql`delete from login_attempt where key like ${`%${username.toLowerCase()}%`}`);
    });
  }
}

function parsedJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** A stack frame in the shop's own source: the function and the file relative to the repository. */
const ownFrame = /^\s*at (?:async )?(?:(.+?) \()?\S*?\/((?:apps|packages)\/[^/]+\/src\/[^)]+)\)?$/;

/**
 * The logged form of an error: the message of its deepest cause (the database's, not the
 * wrapper's) and the frames of the shop's own code it passed through.
 */
function describeError(error: Error): LoggedError & { type: string; stack: string } {
  const chain: Error[] = [];
  for (let current: unknown = error; current instanceof Error && chain.length < 5; current = current.cause) {
    chain.push(current);
  }
  const frames = chain
    .flatMap((link) => (link.stack ?? '').split('\n'))
    .filter((line) => !line.includes('node_modules'))
    .map((line) => ownFrame.exec(line))
    .filter((match) => match !== null)
    .map(([, name, file]) => (name ? `${name} (${file})` : file!))
    .slice(0, 5);
  return { type: error.name, message: chain.at(-1)!.message, stack: error.stack ?? '', frames };
}
