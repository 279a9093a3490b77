/**
 * The `index`-th loopback address after 127.0.0.1: 127.0.0.2, 127.0.0.3, …, 127.0.1.0, … Linux
 * routes all of 127.0.0.0/8 to the loopback interface, so each attack (and the probe after it)
 * comes from an address of its own (its context's `from`): a server that budgets requests or
 * connections per address then meets every attack with a fresh budget, instead of answering all
 * but the first few with an instant 429.
 */
export const loopbackAddress = (index: number) => {
  const n = index + 2;
  return `127.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};
