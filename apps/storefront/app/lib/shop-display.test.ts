import { type ComponentType, createElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { AddressLines } from '../components/account/AddressLines';
import { StockStatus } from '../components/product/StockStatus';
import { VariantSwitch } from '../components/product/VariantSwitch';
import AddressDetails from '../routes/account/address';
import { renderInShop } from '../test/shop';
import type { StockData } from './offers.server';
import type { ShopDisplay } from './shop-display';
import type { VariantSwitchGroup } from './variant-switch';

const render = (element: ReactElement, switches: Partial<ShopDisplay>, path?: string) =>
  renderInShop(() => element, switches, { path });

/** Visible text without tags, its thin spaces plain. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/\u2009/g, ' ')
    .replace(/&#x27;/g, "'");

const stock = (facts: Partial<StockData>): StockData => ({
  quantity: 1,
  stock: null,
  hasStock: true,
  uom: 'PCE',
  min: 1,
  step: 1,
  max: null,
  isCloseout: false,
  delivery: { min: 1, max: 2 },
  restockDate: null,
  ...facts,
});

describe('delivery and restock times (DISPLAY_DELIVERY_AND_RESTOCK_TIME)', () => {
  const inStock = stock({});
  const restocked = stock({ hasStock: false, restockDate: '2026-03-20', delivery: { min: 5, max: 10 } });

  it('promise the days of delivery from stock, and of an article out of stock after its restock', () => {
    expect(textOf(render(createElement(StockStatus, { stock: inStock }), { deliveryTimes: true }))).toBe(
      'Op voorraad: levering do 19 – vr 20 mrt',
    );
    // Restocked Friday: leaves Monday, five to ten working days on, Easter Monday not counted.
    expect(textOf(render(createElement(StockStatus, { stock: restocked }), { deliveryTimes: true }))).toBe(
      'In bestelling: levering ma 30 mrt – di 7 apr',
    );
    expect(
      textOf(render(createElement(StockStatus, { stock: restocked }), { deliveryTimes: true }, '/en')),
    ).toBe('On order: delivered Mon 30 Mar – Tue 7 Apr');
  });

  it('are left out without the flag: the statement keeps only whether it is in stock', () => {
    expect(textOf(render(createElement(StockStatus, { stock: inStock }), {}))).toBe('Op voorraad');
    expect(textOf(render(createElement(StockStatus, { stock: restocked }), {}))).toBe('In bestelling');
    const part = stock({ stock: 4, quantity: 10, hasStock: false, restockDate: '2026-03-20' });
    expect(textOf(render(createElement(StockStatus, { stock: part, wanted: 1000 }), {}))).toBe(
      'Deels op voorraad: 4\u00a0stuks op voorraad, 6\u00a0stuks in nalevering',
    );
  });
});

describe('the variant switch (DISPLAY_VARIANTS_SWITCH)', () => {
  const groups: VariantSwitchGroup[] = [
    {
      id: 'length',
      name: 'Lengte',
      chosen: '60 mm',
      options: [
        { id: '40', name: '40 mm', colour: null, state: 'available', href: '/bout-m8-40' },
        { id: '60', name: '60 mm', colour: null, state: 'current', href: '/bout-m8-60' },
        { id: '80', name: '80 mm', colour: null, state: 'unavailable', href: null },
      ],
    },
  ];

  it('offers each value as a link to its variant, the own one marked, an impossible one disabled', () => {
    const html = render(createElement(VariantSwitch, { groups }), { variantsSwitch: true });
    expect(html).toContain('data-testid="variant-switch"');
    expect(textOf(html)).toContain('Lengte: 60 mm');
    expect(html).toMatch(/<a [^>]*href="\/bout-m8-40"[^>]*>40 mm<\/a>/);
    expect(html).toMatch(/<a [^>]*aria-current="page"[^>]*href="\/bout-m8-60"/);
    expect(html).not.toContain('href="/bout-m8-80"');
    expect(html).toMatch(/<span aria-disabled="true"[^>]*>80 mm/);
    expect(textOf(html)).toContain('niet beschikbaar in deze combinatie');
  });

  it('is not there without the flag', () => {
    expect(render(createElement(VariantSwitch, { groups }), {})).not.toContain('variant-switch');
  });
});

describe('the extended address book (EXTEND_ADDRESS_BOOK)', () => {
  const pageData = (extended: boolean) => ({
    address: {
      name: 'Magazijn Gent',
      email: '',
      street: 'Dok-Noord',
      houseNumber: '7',
      box: '',
      zipcode: '9000',
      city: 'Gent',
      country: 'BE',
      department: 'Onderhoud',
      contactPerson: 'Lotte Maes',
      phone: '+32 9 123 45 67',
      deliveryInstructions: 'Poort 3',
    },
    isNew: false,
    extended,
    countries: [{ code: 'BE', name: 'België' }],
    meta: { title: 'Adres wijzigen', noindex: true },
  });
  const extendedNames = ['department', 'contactPerson', 'phone', 'deliveryInstructions'];
  const renderForm = (extended: boolean) =>
    renderInShop(
      AddressDetails as unknown as ComponentType,
      {},
      {
        path: '/account/addressbook/details/1',
        pageData: pageData(extended),
      },
    );

  it('offers department, contact person, phone and delivery instructions in the address form', () => {
    const html = renderForm(true);
    for (const name of extendedNames) expect(html).toContain(`name="${name}"`);
    expect(html).toMatch(/<input[^>]*name="phone"[^>]*type="tel"|<input[^>]*type="tel"[^>]*name="phone"/);
    expect(html).toContain('Leveringsinstructies');
  });

  it('leaves them out of the form without the flag', () => {
    const html = renderForm(false);
    expect(html).toContain('name="street"');
    for (const name of extendedNames) expect(html).not.toContain(`name="${name}"`);
  });

  it('shows them with the address wherever it is listed', () => {
    const html = render(
      createElement(AddressLines, {
        address: { ...pageData(true).address, email: null, box: null },
      }),
      {},
    );
    expect(textOf(html)).toContain('Onderhoud');
    expect(textOf(html)).toContain('T.a.v. Lotte Maes');
    expect(textOf(html)).toContain('Telefoon: +32 9 123 45 67');
    expect(textOf(html)).toContain('Leveringsinstructies: Poort 3');
  });
});
