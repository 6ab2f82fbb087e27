/** The median of some figures (the mean of the middle two when there is an even number), for the benchmarks. */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error("the median of no figures");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
