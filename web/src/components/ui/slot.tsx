import { Children, cloneElement, type HTMLAttributes, type ReactElement, type ReactNode, type Ref, useCallback } from 'react';

type Props = Record<string, unknown>;
type Handler = (...args: unknown[]) => unknown;

function setRef(ref: Ref<unknown> | undefined, value: unknown): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * Renders its one child element with the Slot's props merged in, for `asChild` (a Button that is
 * a router Link): both handlers run (the child's first), classes and aria-describedby ids are
 * joined, styles merged, both refs set. The rules of Radix's Slot, without its `Slottable` and lazy
 * children, which this app does not use, at a third of the size on every page's first load (issue 11).
 */
export function Slot({ children, ref, ...slotProps }: HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> }) {
  // Exactly one element child, or React throws here.
  const child = Children.only(children) as ReactElement<Props>;
  const childProps = child.props;
  const childRef = childProps.ref as Ref<unknown> | undefined;
  // Kept stable across renders: a new callback ref each time would detach and attach it every render.
  const bothRefs = useCallback(
    (node: unknown) => {
      setRef(ref, node);
      setRef(childRef, node);
    },
    [ref, childRef],
  );

  const merged: Props = { ...slotProps, ...childProps };
  for (const name in childProps) {
    const slotValue = (slotProps as Props)[name];
    const childValue = childProps[name];
    if (slotValue === undefined) continue;
    if (/^on[A-Z]/.test(name)) {
      merged[name] = childValue
        ? (...args: unknown[]) => {
            const result = (childValue as Handler)(...args);
            (slotValue as Handler)(...args);
            return result;
          }
        : slotValue;
    } else if (name === 'style') {
      merged[name] = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === 'className') {
      merged[name] = [slotValue, childValue].filter(Boolean).join(' ');
    } else if (name === 'aria-describedby') {
      merged[name] = [...new Set(`${childValue ?? ''} ${slotValue}`.split(/\s+/).filter(Boolean))].join(' ') || undefined;
    }
  }
  if (ref) merged.ref = childRef ? bothRefs : ref;
  return cloneElement(child, merged);
}
