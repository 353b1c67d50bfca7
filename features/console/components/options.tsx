/** A select's options from a list of values, each its own label unless `label` names it. */
export function Options<V extends string>({ values, label }: { values: readonly V[]; label?: (value: V) => string }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label ? label(value) : value}
    </option>
  ));
}
