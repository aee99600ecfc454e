import { Slot } from 'radix-ui';
import { type AnchorHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import * as styles from './Link.css';

export { linkTones, linkUnderlines } from './Link.css';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /**
   * Renders the single child element instead of an <a>, with the link's styles and props merged in:
   * the app passes its router's link (`<Link asChild><RouterLink to="/main">…</RouterLink></Link>`),
   * so this package stays router-agnostic.
   */
  asChild?: boolean;
  /**
   * Leaves the site: opens in a new tab (noopener), shows an icon and tells screen readers. Default:
   * true for an absolute http(s) `href`, false otherwise.
   */
  external?: boolean;
  /** Colour role. Default brand. */
  tone?: (typeof styles.linkTones)[number];
  /** When the underline shows. Default hover. */
  underline?: (typeof styles.linkUnderlines)[number];
  children?: ReactNode;
}

/** A styled link; the current page is marked by the router with aria-current="page". */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { asChild, external, tone = 'brand', underline = 'hover', className, children, href, target, rel, ...rest },
  ref,
) {
  const intl = useIntl();
  const leaves = external ?? (typeof href === 'string' && /^https?:\/\//i.test(href));
  const Component = asChild ? Slot.Root : 'a';
  // Only defined values: an `href: undefined` merged onto a router's link would replace the one it builds.
  const anchor = Object.fromEntries(
    Object.entries({ href, target: leaves ? (target ?? '_blank') : target, rel: leaves ? (rel ?? 'noopener noreferrer') : rel }).filter(
      ([, v]) => v !== undefined,
    ),
  );
  return (
    <Component
      ref={ref}
      className={[styles.root, styles.tone[tone], styles.underline[underline], className].filter(Boolean).join(' ')}
      {...anchor}
      {...rest}
    >
      <Slot.Slottable>{children}</Slot.Slottable>
      {leaves ? (
        <>
          <Icon name="externalLink" size={14} className={styles.externalIcon} />{' '}
          <VisuallyHidden>{intl.formatMessage({ id: 'ui.link.external' })}</VisuallyHidden>
        </>
      ) : null}
    </Component>
  );
});
