import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';

type RouterLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * How design-system links navigate: in-app addresses go through react-router (no reload); external links,
 * mail links and in-page anchors stay plain anchors. Given to the MUI theme as its LinkComponent.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink({ href, ...other }, ref) {
  if (/^([a-z]+:|\/\/|#)/i.test(href)) return <a ref={ref} href={href} {...other} />;
  return <Link ref={ref} to={href} {...other} />;
});
