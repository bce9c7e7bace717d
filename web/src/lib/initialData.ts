import { INITIAL_DATA_ELEMENT_ID, type InitialData } from '@storysong/core';
import { createContext, useContext } from 'react';

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
