import { describe, expect, it } from 'vitest';
import {
  addBelgianWorkingDays,
  belgianPublicHolidays,
  brusselsClock,
  cutOffOf,
  defaultDeliverySettings,
  dispatchDay,
  isWorkingDay,
  type LinePromise,
  nextWorkingDay,
  orderDelivery,
  orderDeliveryParts,
  type PromisedDelivery,
  parseDeliverySettings,
  promisedDelivery,
  workingDayOnOrAfter,
} from './delivery-promise.ts';

describe('Belgian public holidays', () => {
  it.each([
    [
      2026,
      [
        '2026-01-01',
        '2026-04-06',
        '2026-05-01',
        '2026-05-14',
        '2026-05-25',
        '2026-07-21',
        '2026-08-15',
        '2026-11-01',
        '2026-11-11',
        '2026-12-25',
      ],
    ],
    [
      2027,
      [
        '2027-01-01',
        '2027-03-29',
        '2027-05-01',
        '2027-05-06',
        '2027-05-17',
        '2027-07-21',
        '2027-08-15',
        '2027-11-01',
        '2027-11-11',
        '2027-12-25',
      ],
    ],
  ])(
    'of %i are the ten legal ones, Easter Monday, Ascension and Whit Monday after Easter',
    (year, holidays) => {
      expect(belgianPublicHolidays(year)).toEqual(holidays);
    },
  );

  it.each([
    [2024, '2024-04-01'],
    [2025, '2025-04-21'],
    // The latest and the earliest Easter Sunday there can be: 25 April and 22 March.
    [2038, '2038-04-26'],
    [2285, '2285-03-23'],
  ])('put Easter Monday of %i on %s', (year, easterMonday) => {
    expect(belgianPublicHolidays(year)[1]).toBe(easterMonday);
  });

  it('count Ascension Day on Labour Day once', () => {
    expect(belgianPublicHolidays(2008)).toHaveLength(9);
    expect(belgianPublicHolidays(2008)).toContain('2008-05-01');
  });
});

describe('working days', () => {
  it.each([
    ['2026-04-03', 'a Friday', true],
    ['2026-04-04', 'a Saturday', false],
    ['2026-04-05', 'Easter Sunday', false],
    ['2026-04-06', 'Easter Monday', false],
    ['2026-04-07', 'the Tuesday after Easter', true],
    ['2026-05-14', 'Ascension Day', false],
    ['2026-07-21', 'National Day, a Tuesday', false],
    ['2026-12-25', 'Christmas, a Friday', false],
    ['2026-12-28', 'the Monday after Christmas', true],
  ])('%s, %s, is a working day: %s', (day, _, working) => {
    expect(isWorkingDay(day)).toBe(working);
  });

  it('skip weekends and holidays when going to the next one', () => {
    expect(nextWorkingDay('2026-04-02')).toBe('2026-04-03');
    expect(nextWorkingDay('2026-04-03')).toBe('2026-04-07');
    expect(workingDayOnOrAfter('2026-04-03')).toBe('2026-04-03');
    expect(workingDayOnOrAfter('2026-04-04')).toBe('2026-04-07');
  });

  it.each([
    // day, count, result
    ['2026-05-13', 0, '2026-05-13'],
    ['2026-04-04', 0, '2026-04-07'],
    ['2026-04-04', 1, '2026-04-07'],
    ['2026-05-13', 2, '2026-05-18'],
    ['2026-12-23', 10, '2027-01-08'],
  ])('from %s, %i on are %s', (day, count, result) => {
    expect(addBelgianWorkingDays(day, count)).toBe(result);
  });

  it('cannot be added a negative or broken number of times', () => {
    expect(() => addBelgianWorkingDays('2026-05-13', -1)).toThrow(RangeError);
    expect(() => addBelgianWorkingDays('2026-05-13', 1.5)).toThrow(RangeError);
  });
});

describe('the Brussels clock', () => {
  it.each([
    ['2026-01-15T14:59:00Z', 'in winter, an hour ahead of UTC', '2026-01-15', 15 * 60 + 59],
    ['2026-07-01T13:59:00Z', 'in summer, two hours ahead of UTC', '2026-07-01', 15 * 60 + 59],
    ['2026-01-15T23:30:00Z', 'after midnight in Brussels, not yet in UTC', '2026-01-16', 30],
    ['2026-07-14T22:00:00Z', 'at midnight', '2026-07-15', 0],
  ])('reads %s %s', (instant, _, day, minutes) => {
    expect(brusselsClock(new Date(instant))).toEqual({ day, minutes });
  });
});

describe('cut-off settings', () => {
  it.each([undefined, '', '  '])('are the defaults when the environment gives %j', (text) => {
    expect(parseDeliverySettings(text)).toEqual(defaultDeliverySettings);
  });

  it('are replaced as a whole by the environment', () => {
    expect(parseDeliverySettings('ANT=17:00, MEL=16:30,LIE=14:00,default=13:30')).toEqual({
      cutOffs: { ANT: '17:00', MEL: '16:30', LIE: '14:00' },
      defaultCutOff: '13:30',
    });
    expect(parseDeliverySettings('default=12:00')).toEqual({ cutOffs: {}, defaultCutOff: '12:00' });
  });

  it('take the earliest listed cut-off as the default when none is given', () => {
    expect(parseDeliverySettings('ANT=17:00,LIE=09:30,MEL=16:00')).toEqual({
      cutOffs: { ANT: '17:00', LIE: '09:30', MEL: '16:00' },
      defaultCutOff: '09:30',
    });
  });

  it.each([
    ['ANT=16:00,MEL=16h00', 'MEL=16h00'],
    ['ANT:16:00', 'ANT:16:00'],
    ['ANT=24:00', 'ANT=24:00'],
    ['ANT=9:00', 'ANT=9:00'],
    ['ant=16:00', 'ant=16:00'],
    ['=16:00', '=16:00'],
    ['ANT=16:00=17:00', 'ANT=16:00=17:00'],
    ['ANT=16:00,', '""'],
    ['ANT=16:00,LIE=15:00,ANT=15:00', 'ANT=15:00'],
    ['default=15:00,default=14:00', 'default=14:00'],
  ])('refuse %j, naming %s', (text, entry) => {
    expect(() => parseDeliverySettings(text)).toThrow(entry);
  });

  it('give a warehouse its cut-off, and the default to one not listed or not yet known', () => {
    expect(cutOffOf(defaultDeliverySettings, 'ANT')).toBe('16:00');
    expect(cutOffOf(defaultDeliverySettings, 'LIE')).toBe('15:00');
    expect(cutOffOf({ cutOffs: { ANT: '16:00' }, defaultCutOff: '14:00' }, 'MEL')).toBe('14:00');
    expect(cutOffOf({ cutOffs: { ANT: '16:00' }, defaultCutOff: '14:00' }, null)).toBe('14:00');
  });
});

describe('the dispatch day', () => {
  it.each([
    ['an order at 15:59 on a Friday leaves that day', '2026-03-13T14:59:00Z', '2026-03-13'],
    ['an order at 16:00 on a Friday leaves on Monday', '2026-03-13T15:00:00Z', '2026-03-16'],
    ['an order at 15:59 in summer leaves that day', '2026-07-01T13:59:00Z', '2026-07-01'],
    ['an order at 16:00 in summer leaves the next day', '2026-07-01T14:00:00Z', '2026-07-02'],
    ['an order on a Saturday morning leaves on Monday', '2026-03-14T09:00:00Z', '2026-03-16'],
    ['an order past midnight in Brussels leaves after that day', '2026-03-13T23:30:00Z', '2026-03-16'],
    [
      'an order on the evening before Ascension leaves the day after it',
      '2026-05-13T18:00:00Z',
      '2026-05-15',
    ],
    ['an order on Easter Monday morning leaves on Tuesday', '2026-04-06T07:00:00Z', '2026-04-07'],
    [
      'an order on 24 December after the cut-off leaves after Christmas',
      '2026-12-24T16:00:00Z',
      '2026-12-28',
    ],
  ])('%s', (_, instant, day) => {
    expect(dispatchDay(new Date(instant), '16:00')).toBe(day);
  });

  it('follows the cut-off of the warehouse', () => {
    const friday1530 = new Date('2026-03-13T14:30:00Z');
    expect(dispatchDay(friday1530, cutOffOf(defaultDeliverySettings, 'ANT'))).toBe('2026-03-13');
    expect(dispatchDay(friday1530, cutOffOf(defaultDeliverySettings, 'LIE'))).toBe('2026-03-16');
  });

  it('refuses a cut-off that is no time', () => {
    expect(() => dispatchDay(new Date('2026-03-13T14:30:00Z'), '4pm')).toThrow('4pm');
  });
});

describe('the promised delivery of a line', () => {
  // Monday 9 March 2026, 10:00 in Brussels.
  const monday = new Date('2026-03-09T09:00:00Z');
  const oneToTwoDays = { min: 1, max: 2 };

  it.each([
    ['goods in stock arrive the delivery time after today', null, oneToTwoDays, '2026-03-10', '2026-03-11'],
    ['goods restocked in the past leave today', '2026-03-02', oneToTwoDays, '2026-03-10', '2026-03-11'],
    ['goods restocked today leave tomorrow', '2026-03-09', oneToTwoDays, '2026-03-11', '2026-03-12'],
    ['goods restocked on a Friday leave on Monday', '2026-03-20', oneToTwoDays, '2026-03-24', '2026-03-25'],
    ['goods without a delivery time arrive the next working day', null, null, '2026-03-10', '2026-03-10'],
    [
      'goods picked up at the shop are there the same day',
      null,
      { min: 0, max: 0 },
      '2026-03-09',
      '2026-03-09',
    ],
  ])('%s', (_, availableOn, delivery, earliest, latest) => {
    expect(promisedDelivery({ now: monday, cutOff: '16:00', delivery, availableOn })).toEqual({
      earliest,
      latest,
    });
  });

  it('skips the holidays while the goods travel', () => {
    const christmasEve = new Date('2026-12-24T16:00:00Z');
    expect(
      promisedDelivery({
        now: christmasEve,
        cutOff: '16:00',
        delivery: { min: 1, max: 3 },
        availableOn: null,
      }),
    ).toEqual({ earliest: '2026-12-29', latest: '2026-12-31' });
    expect(
      promisedDelivery({
        now: christmasEve,
        cutOff: '16:00',
        delivery: { min: 3, max: 4 },
        availableOn: null,
      }),
    ).toEqual({ earliest: '2026-12-31', latest: '2027-01-04' });
  });
});

describe('the delivery of an order', () => {
  const soon: PromisedDelivery = { earliest: '2026-03-10', latest: '2026-03-11' };
  const soonToo: PromisedDelivery = { earliest: '2026-03-10', latest: '2026-03-11' };
  const wider: PromisedDelivery = { earliest: '2026-03-10', latest: '2026-03-12' };
  const earlierWider: PromisedDelivery = { earliest: '2026-03-09', latest: '2026-03-12' };
  const restocked: PromisedDelivery = { earliest: '2026-03-24', latest: '2026-03-25' };

  it('shipped together arrives in one part when the last line can', () => {
    expect(orderDelivery([restocked, soon, wider], true)).toEqual([
      { earliest: '2026-03-24', latest: '2026-03-25' },
    ]);
  });

  it('shipped apart arrives in one part per promise, lines with the same promise together', () => {
    expect(orderDelivery([restocked, soon, wider, soonToo, earlierWider], false)).toEqual([
      soon,
      earlierWider,
      wider,
      restocked,
    ]);
  });

  it('without lines has no parts', () => {
    expect(orderDelivery([], true)).toEqual([]);
    expect(orderDelivery([], false)).toEqual([]);
  });
});

describe('the shipments of an order', () => {
  const thursday = { earliest: '2026-03-19', latest: '2026-03-19' };
  const friday = { earliest: '2026-03-20', latest: '2026-03-20' };
  const nextWeek = { earliest: '2026-03-24', latest: '2026-03-25' };
  const lines: LinePromise[] = [
    { position: 1, fromStock: thursday, backorder: null },
    { position: 2, fromStock: friday, backorder: nextWeek },
    { position: 3, fromStock: null, backorder: 'unknown' },
  ];

  it('ships together when the last line is ready, with no date while a backorder has none', () => {
    expect(orderDeliveryParts(lines.slice(0, 2), { option: 'delivery', method: 'together' })).toEqual([
      { promise: { earliest: '2026-03-24', latest: '2026-03-25' }, positions: [1, 2] },
    ]);
    expect(orderDeliveryParts(lines, { option: 'delivery', method: 'together' })).toEqual([
      { promise: null, positions: [1, 2, 3] },
    ]);
  });

  it('ships each line as it is ready: one shipment per promised day, the undated one last', () => {
    expect(orderDeliveryParts(lines, { option: 'delivery', method: 'separate' })).toEqual([
      { promise: thursday, positions: [1] },
      { promise: friday, positions: [2] },
      { promise: nextWeek, positions: [2] },
      { promise: null, positions: [3] },
    ]);
  });

  it('ships what lies in stock now and the backorders together later', () => {
    expect(
      orderDeliveryParts(lines.slice(0, 2), { option: 'delivery', method: 'backorders-together' }),
    ).toEqual([
      { promise: { earliest: '2026-03-20', latest: '2026-03-20' }, positions: [1, 2] },
      { promise: nextWeek, positions: [2] },
    ]);
    expect(orderDeliveryParts(lines, { option: 'delivery', method: 'backorders-together' })[1]).toEqual({
      promise: null,
      positions: [2, 3],
    });
  });

  it('hands a pickup over at once, whatever the shipping method says', () => {
    expect(orderDeliveryParts(lines, { option: 'pickup', method: 'separate' })).toEqual([
      { promise: null, positions: [1, 2, 3] },
    ]);
  });

  it('has no shipment without lines', () => {
    expect(orderDeliveryParts([], { option: 'delivery', method: 'separate' })).toEqual([]);
  });
});

describe('closed days of the shop', () => {
  // Thursday 2026-07-30 at noon, before the cut-off.
  const now = new Date('2026-07-30T10:00:00Z');
  it.each([
    { closedDays: [], earliest: '2026-07-31' },
    { closedDays: ['2026-07-30'], earliest: '2026-08-03' },
    { closedDays: ['2026-07-31'], earliest: '2026-08-03' },
    { closedDays: ['2026-07-30', '2026-07-31', '2026-08-03'], earliest: '2026-08-05' },
  ])('closed on $closedDays, an order of Thursday noon arrives $earliest', ({ closedDays, earliest }) => {
    expect(
      promisedDelivery({ now, cutOff: '15:00', delivery: null, availableOn: null, closedDays }).earliest,
    ).toBe(earliest);
  });
});
