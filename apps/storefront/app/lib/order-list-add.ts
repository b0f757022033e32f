/** The order lists the chooser of an article offers. */
export interface OrderListChoices {
  lists: { id: string; name: string }[];
}

/** What putting an article on an order list answers a fetcher; without JavaScript the list opens instead. */
export interface AddToOrderListAnswer {
  ok: boolean;
  message: string;
}
