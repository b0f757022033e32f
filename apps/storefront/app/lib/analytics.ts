import { createContext, useContext } from 'react';

/**
 * The category names of the page for analytics: of the breadcrumb (home first) the last 7 entries
 * are taken, and their levels 3 to 7 become item_category to item_category5 (storefront.md §9).
 */
export function analyticsCategories(breadcrumbLabels: string[]): string[] {
  return breadcrumbLabels.slice(-7).slice(2, 7);
}

export const AnalyticsCategoriesContext = createContext<string[]>([]);

export function useAnalyticsCategories(): string[] {
  return useContext(AnalyticsCategoriesContext);
}

interface AnalyticsItem {
  item_id: string;
  item_name: string;
  price: number | null;
  quantity: number;
  [category: `item_category${string}`]: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes the tag manager's add_to_cart event for one product. */
export function trackAddToCart(item: {
  id: string;
  name: string;
  price: number | null;
  quantity: number;
  categories: string[];
}) {
  const entry: AnalyticsItem = {
    item_id: item.id,
    item_name: item.name,
    price: item.price,
    quantity: item.quantity,
  };
  item.categories.slice(0, 5).forEach((category, index) => {
    entry[`item_category${index === 0 ? '' : index + 1}`] = category;
  });
  window.dataLayer ??= [];
  window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push({
    event: 'add_to_cart',
    ecommerce: {
      currency: 'EUR',
      value: item.price === null ? undefined : Math.round(item.price * item.quantity * 100) / 100,
      items: [entry],
    },
  });
}
