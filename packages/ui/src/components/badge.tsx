import type { ReactNode } from 'react';
import { cx } from '../lib/class-names.ts';
import { readableTextColor } from '../lib/readable-color.ts';

/** Colour family of a badge. */
export type BadgeTone = 'default' | 'accent' | 'dark' | 'muted';

/** Props of `Badge`. */
export type BadgeProps = { children: ReactNode; tone?: BadgeTone; className?: string };

/** A small inline tag (for example 품절, 무료배송, NEW). */
export function Badge({ children, tone = 'default', className }: BadgeProps) {
  return <span className={cx('ui-badge', `ui-badge--${tone}`, className)}>{children}</span>;
}

const SAFE_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Props of `Label`: a product label as the API sends it (`{ label, color }`). */
export type LabelProps = { label: string; color?: string | null };

/** A product label; the API colour is used for its border and, darkened where needed to stay readable, its text. */
export function Label({ label, color }: LabelProps) {
  const style = color && SAFE_COLOR.test(color) ? { color: readableTextColor(color), borderColor: color } : undefined;
  return (
    <span className="ui-badge ui-badge--label" style={style}>
      {label}
    </span>
  );
}

/** Props of `LabelList`. */
export type LabelListProps = { labels: ReadonlyArray<LabelProps> };

/** The labels of a product in a row; renders nothing when there are none. */
export function LabelList({ labels }: LabelListProps) {
  if (labels.length === 0) return null;
  return (
    <ul className="ui-label-list">
      {labels.map((item, index) => (
        <li key={`${item.label}-${index}`}>
          <Label label={item.label} color={item.color} />
        </li>
      ))}
    </ul>
  );
}
