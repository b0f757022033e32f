import { describe, expect, it } from 'vitest';
import { costPostShares, costPostShareText } from './cost-posts.ts';

const maintenance = { code: '604000', name: 'Onderhoud' };
const office = { code: '611000', name: 'Kantoor' };

describe('costPostShares', () => {
  it('prints one cost post for the whole order when every line has it', () => {
    const shares = costPostShares([
      { position: 1, costPost: maintenance },
      { position: 2, costPost: maintenance },
    ]);
    expect(shares).toEqual([{ costPost: maintenance, positions: null }]);
    expect(shares.map(costPostShareText)).toEqual(['604000 Onderhoud']);
  });

  it('prints each cost post with the positions of its lines when they differ', () => {
    const shares = costPostShares([
      { position: 1, costPost: maintenance },
      { position: 2, costPost: office },
      { position: 3, costPost: maintenance },
    ]);
    expect(shares.map(costPostShareText)).toEqual(['604000 Onderhoud (1, 3)', '611000 Kantoor (2)']);
  });

  it('names the positions when some lines have no cost post', () => {
    const shares = costPostShares([
      { position: 1, costPost: maintenance },
      { position: 2, costPost: null },
    ]);
    expect(shares.map(costPostShareText)).toEqual(['604000 Onderhoud (1)']);
  });

  it('prints nothing for an order without cost posts', () => {
    expect(costPostShares([{ position: 1, costPost: null }])).toEqual([]);
  });
});
