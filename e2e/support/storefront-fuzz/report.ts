import type { RawResponse } from './http';
import { type FuzzInput, preview } from './inputs';
import type { StorefrontRoute } from './routes';
import type { Role } from './users';

interface RouteTally {
  tried: number;
  '2xx': number;
  '3xx': number;
  '4xx': number;
  '5xx': number;
}

/** A 5xx answer, or none at all, with what it takes to send the request again. */
export interface ServerError {
  route: string;
  role: Role;
  input: FuzzInput;
  /** 0 when no answer came. */
  status: number;
  error?: string;
}

/** The answers of a fuzz run, counted per route and per status. */
export class FuzzReport {
  readonly tally = new Map<string, RouteTally>();
  readonly statuses = new Map<number, number>();
  readonly serverErrors: ServerError[] = [];
  private readonly sentBy = new Map<Role, number>();

  constructor(routes: StorefrontRoute[]) {
    for (const route of routes)
      this.tally.set(route.pattern, { tried: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 });
  }

  sent(role: Role): number {
    return this.sentBy.get(role) ?? 0;
  }

  count(route: StorefrontRoute, role: Role, input: FuzzInput, answer: RawResponse | Error): void {
    const status = answer instanceof Error ? 0 : answer.status;
    const tally = this.tally.get(route.pattern)!;
    tally.tried++;
    this.sentBy.set(role, this.sent(role) + 1);
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    if (status >= 500 || status === 0) {
      tally['5xx']++;
      this.serverErrors.push({
        route: route.pattern,
        role,
        input,
        status,
        ...(answer instanceof Error ? { error: answer.message } : {}),
      });
    } else if (status >= 400) tally['4xx']++;
    else if (status >= 300) tally['3xx']++;
    else tally['2xx']++;
  }

  /** tried / 2xx / 3xx / 4xx / 5xx per route, the total, and the total per status. */
  format(summary: string): string {
    const columns = ['tried', '2xx', '3xx', '4xx', '5xx'] as const;
    const rows: [string, ...number[]][] = [...this.tally].map(([route, tally]) => [
      route,
      ...columns.map((column) => tally[column]),
    ]);
    const tallies = [...this.tally.values()];
    const total: [string, ...number[]] = [
      `total: ${summary}`,
      ...columns.map((column) => tallies.reduce((sum, tally) => sum + tally[column], 0)),
    ];
    const width = Math.max(...[...rows, total].map(([route]) => route.length));
    const line = ([route, ...counts]: (string | number)[]) =>
      `${String(route).padEnd(width)} ${counts.map((count) => count.toLocaleString('en').padStart(7)).join(' ')}`;
    const statuses = [...this.statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status || 'no answer'}: ${count.toLocaleString('en')}`)
      .join(', ');
    return [line(['route', ...columns]), ...rows.map(line), line(total), `per status: ${statuses}`].join(
      '\n',
    );
  }
}

/** A 5xx as the failure names it: route, method, user and the input that reproduces it. */
export function describeServerError({ route, role, input, status, error }: ServerError): string {
  const { method, path, headers, body } = input.request;
  const bytes = Array.isArray(body) ? Buffer.concat(body) : body;
  return [
    `${route}: ${status ? `answered ${status}` : `no answer (${error})`} to ${method} as ${role}`,
    `  input: ${input.description}`,
    `  ${method} ${preview(path, 300)}`,
    ...Object.entries({ ...headers, ...(input.ownCookie ? { cookie: input.ownCookie } : {}) }).map(
      ([name, value]) => `  ${name}: ${preview(value, 120)}`,
    ),
    ...(bytes
      ? [`  body (${bytes.length.toLocaleString('en')} bytes): ${preview(bytes.toString('latin1'), 300)}`]
      : []),
  ].join('\n');
}
