/**
 * The median of a non-empty list of numbers (the mean of the middle two for an even count).
 * @param {readonly number[]} values
 * @returns {number}
 * @throws {RangeError} when `values` is empty.
 */
export function median(values) {
  if (values.length === 0) throw new RangeError('The median of no values is undefined.');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? /** @type {number} */ (sorted[middle])
    : /** @type {number} */ (sorted[middle - 1] + /** @type {number} */ (sorted[middle])) / 2;
}
