/**
 * The category axis beside horizontal bars: `width` pixels of names, each cut to `chars` characters with an ellipsis
 * (the chart's table has them whole).
 */
export const namesAxis = (width: number, chars: number) => ({
  width,
  tickFormatter: (name: string) => (name.length > chars ? `${name.slice(0, chars - 1)}…` : name),
});
