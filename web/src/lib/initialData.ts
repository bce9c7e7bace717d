import { INITIAL_DATA_ELEMENT_ID, type InitialData } from '@storysong/core';
import { createContext, useContext, useEffect, useRef, useState } from 'react';

/**
 * What the page was server-rendered with (see functions/src/site/page-routes.ts). Passed
 * down as context rather than put in a store up front: the server renders many visitors' pages
 * in one process, so nothing per-request may live in module state.
 */
export const InitialDataContext = createContext<InitialData>({});

export const useInitialData = () => useContext(InitialDataContext);

/** The data block of a server-rendered page; empty on every other page. */
export function readInitialData(): InitialData {
  const block = document.getElementById(INITIAL_DATA_ELEMENT_ID);
  return block?.textContent ? (JSON.parse(block.textContent) as InitialData) : {};
}

export type Fetched<T> = { kind: 'loading' } | { kind: 'ready'; value: T } | { kind: 'failed'; error: unknown };

/**
 * What a page read by an address shows: `served`, the data the page was rendered with when that
 * was this very address (the caller checks), else what `fetch` answers for `address`, fetched again
 * whenever the address changes.
 */
export function useServedOrFetched<T>(served: T | null, address: string, fetch: (address: string) => Promise<T>): Fetched<T> {
  const [state, setState] = useState<Fetched<T>>({ kind: 'loading' });
  const latestFetch = useRef(fetch);
  latestFetch.current = fetch;
  useEffect(() => {
    if (served !== null) return;
    let current = true;
    setState({ kind: 'loading' });
    latestFetch
      .current(address)
      .then((value) => current && setState({ kind: 'ready', value }))
      .catch((error: unknown) => current && setState({ kind: 'failed', error }));
    return () => {
      current = false;
    };
  }, [address, served]);
  return served !== null ? { kind: 'ready', value: served } : state;
}
