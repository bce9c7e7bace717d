import { type ComponentPropsWithRef, createElement } from 'react';

/** An icon's props: an SVG's, with its size, line width and colour (as Tabler's React package takes them). */
export interface IconProps extends Omit<ComponentPropsWithRef<'svg'>, 'stroke'> {
  size?: number | string;
  stroke?: number | string;
  color?: string;
  /** Read out by screen readers; without it, label the control the icon sits in. */
  title?: string;
}

/** The SVG elements of one of Tabler's drawings: each its tag and attributes. */
type Elements = readonly (readonly [tag: string, attributes: Record<string, string>])[];

/**
 * The component of one of Tabler's drawings, drawn with the stroke (outline) or the fill, with the
 * same markup and props as @tabler/icons-react's: in the current text colour, 24 px and a 2 px line
 * unless told otherwise. `name` is Tabler's, as in the class `tabler-icon-<name>`. A factory, as in
 * Tabler's package, called once per icon module: each icon's chunk then holds only its drawing.
 */
export function createIcon(style: 'outline' | 'filled', name: string, elements: Elements) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per icon, when its module loads, never during a render
  return function Icon({ color = 'currentColor', size = 24, stroke = 2, title, className, children, ...rest }: IconProps) {
    const paint =
      style === 'filled'
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
        className={['tabler-icon', `tabler-icon-${name}`, className].filter(Boolean).join(' ')}
        {...rest}
      >
        {title ? <title>{title}</title> : null}
        {elements.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
        {children}
      </svg>
    );
  };
}
