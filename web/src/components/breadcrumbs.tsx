import { Link } from 'react-router-dom';
import type { Crumb } from '@shared/catalog/product-page';
import './breadcrumbs.css';

/** Where a page sits (the ARIA breadcrumb pattern): each step but the last a link, the last the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index === crumbs.length - 1 ? <span aria-current="page">{crumb.name}</span> : <Link to={crumb.path}>{crumb.name}</Link>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
