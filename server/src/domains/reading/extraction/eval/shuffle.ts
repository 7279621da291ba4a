/**
 * The training scripts' seeded shuffle (a linear congruential generator and Fisher–Yates), so that a training run is
 * the same numbers every time: each call reorders `order` in place, continuing the sequence of the calls before it.
 */
export function seededShuffle(seed: number): (order: number[]) => void {
  let rand = seed;
  return (order) => {
    for (let i = order.length - 1; i > 0; i--) {
      rand = (rand * 1103515245 + 12345) % 2147483648;
      const j = rand % (i + 1);
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
  };
}
