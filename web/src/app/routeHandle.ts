/** Route handle: `bare` hides the navigation, 3D background and footer (admin and affiliate dashboard). */
export interface RouteHandle {
  bare?: boolean;
}
