/**
 * For a list reloaded as its filters change: answers can arrive out of order (an unfiltered list
 * after the search typed since), and only the last load asked for may set what the page shows.
 * Each call starts a load and returns whether it is still the latest when its answer comes.
 */
export function latestOnly(): () => () => boolean {
  let latest = 0;
  return () => {
    const mine = ++latest;
    return () => mine === latest;
  };
}
