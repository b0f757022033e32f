import type { FuzzReport, Role, RouteTally, ServerError } from './fuzzer.ts';
import { escapeControls, type FuzzInput, shortened } from './inputs.ts';

/** The 5xx answers of one route that share an error message: one bug, with its shortest input. */
export interface ServerErrorCause {
  route: string;
  message: string;
  answers: number;
  roles: Role[];
  sample: ServerError;
}

export function causesOf(serverErrors: ServerError[]): ServerErrorCause[] {
  const causes = new Map<string, ServerErrorCause>();
  for (const error of serverErrors) {
    const message = error.logged?.message ?? `${error.status} without a logged error`;
    const key = `${error.route} ${normalized(message)}`;
    const cause = causes.get(key) ?? { route: error.route, message, answers: 0, roles: [], sample: error };
    cause.answers++;
    if (!cause.roles.includes(error.role)) cause.roles.push(error.role);
    if (size(error.input) < size(cause.sample.input)) cause.sample = error;
    causes.set(key, cause);
  }
  return [...causes.values()];
}

/** A message without the values that differ from input to input (quoted text, numbers, ids). */
function normalized(message: string): string {
  return message
    .replace(/"[^"]*"|'[^']*'/g, '"…"')
    .replace(/[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}/gi, '<id>')
    .replace(/\d+/g, 'N');
}

const size = (input: FuzzInput) => input.url.length + (input.payload?.length ?? 0);

/** tried / 2xx / 4xx / 5xx per route, then the total. */
export function formatTally(report: FuzzReport): string {
  const rows = [...report.tally].map(([route, tally]) => [
    route,
    tally.tried,
    tally.success,
    tally.clientError,
    tally.serverError,
  ]);
  const tallies = [...report.tally.values()];
  const sum = (count: keyof RouteTally) => tallies.reduce((total, tally) => total + tally[count], 0);
  const total = [
    `total: ${report.inputs.toLocaleString('en')} inputs on ${rows.length} routes (seed ${report.seed})`,
    sum('tried'),
    sum('success'),
    sum('clientError'),
    sum('serverError'),
  ];
  const width = Math.max(...[...rows, total].map(([route]) => String(route).length));
  const line = ([route, ...counts]: (string | number)[]) =>
    `${String(route).padEnd(width)} ${counts.map((count) => count.toLocaleString('en').padStart(8)).join(' ')}`;
  return [line(['route', 'tried', '2xx', '4xx', '5xx']), ...rows.map(line), line(total)].join('\n');
}

/** Each cause with what the app logged and a sample input that reproduces it. */
export function formatCauses(causes: ServerErrorCause[]): string {
  return causes
    .map((cause, index) => {
      const { input, logged, role, status } = cause.sample;
      const [thrownAt = 'an unknown place', ...callers] = logged?.frames ?? [];
      return [
        `${index + 1}. ${cause.route}: ${escapeControls(cause.message)}`,
        `   ${cause.answers} × 5xx (${cause.roles.join(', ')}), thrown at ${thrownAt}`,
        ...callers.slice(0, 3).map((frame) => `     from ${frame}`),
        `   sample (${input.mutation}), as ${role}, answered ${status}:`,
        ...formatInput(input).map((line) => `     ${line}`),
      ].join('\n');
    })
    .join('\n');
}

function formatInput(input: FuzzInput): string[] {
  return [
    `${input.method} ${shortened(input.url, 300)}`,
    ...Object.entries(input.headers).map(([name, value]) => `${name}: ${shortened(value, 120)}`),
    ...(input.payload === undefined ? [] : [shortened(input.payload, 300)]),
  ];
}
