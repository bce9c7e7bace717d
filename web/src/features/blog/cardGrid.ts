/** The blog's lists of cards: one column on a phone, two on a tablet, three on a wide screen. */
export const CARD_COLUMNS = { base: 1, sm: 2, lg: 3 } as const;

/**
 * How many cards, from the first, load their cover with the page rather than when scrolled to: the
 * first row at its widest, on screen as the page opens. A lazy image is requested only once layout
 * has placed it in view; an eager one as the HTML is read. On a phone the first cover is the
 * page's largest paint.
 */
const EAGER_COVERS = CARD_COLUMNS.lg;

export const coverLoading = (index: number) => (index < EAGER_COVERS ? 'eager' : 'lazy');
