import type { ComponentPropsWithRef } from 'react';

/** An icon's props: an SVG's, with its size, line width and colour (as Tabler's React package takes them). */
export interface IconProps extends Omit<ComponentPropsWithRef<'svg'>, 'stroke'> {
  size?: number | string;
  stroke?: number | string;
  color?: string;
  /** Read out by screen readers; without it, label the control the icon sits in. */
  title?: string;
}

/** One of Tabler's drawings: drawn with the stroke (outline) or the fill, and its SVG elements. */
export interface IconDrawing {
  style: 'outline' | 'filled';
  /** Tabler's name for it, as in its class name `tabler-icon-<name>`. */
  name: string;
  elements: readonly (readonly [tag: string, attributes: Record<string, string>])[];
}

/**
 * Draws `drawing` with the same markup and props as @tabler/icons-react's components: in the
 * current text colour, 24 px and a 2 px line unless told otherwise.
 */
export function TablerIcon({
  drawing,
  color = 'currentColor',
  size = 24,
  stroke = 2,
  title,
  className,
  children,
  ...rest
}: IconProps & { drawing: IconDrawing }) {
  const paint =
    drawing.style === 'filled'
      ? { fill: color, stroke: 'none' }
      : { fill: 'none', stroke: color, strokeWidth: stroke, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const };
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: most icons sit in a control that has its label; the others are given a title
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      {...paint}
      className={['tabler-icon', `tabler-icon-${drawing.name}`, className].filter(Boolean).join(' ')}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {drawing.elements.map(([Tag, attributes], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a drawing's elements never move
        <Tag key={index} {...attributes} />
      ))}
      {children}
    </svg>
  );
}
