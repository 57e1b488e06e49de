import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';

/** In stories, in-app links navigate inside the memory router instead of leaving Storybook. */
export const StoryLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>(
  function StoryLink({ href, ...other }, ref) {
    if (/^([a-z]+:|\/\/|#)/i.test(href)) return <a ref={ref} href={href} {...other} />;
    return <Link ref={ref} to={href} {...other} />;
  },
);
