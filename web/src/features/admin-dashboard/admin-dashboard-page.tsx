import { ChartColumn, Users } from 'lucide-react';
import { Link } from 'react-router';
import { usePageMeta } from '../../hooks/use-page-meta';
import { paths } from '../../lib/paths';

/**
 * /admin/dashboard, where admins land after sign-in (DECISIONS.md 13). The analytics of spec 001 §2 come
 * with the admin issue; until then the page says so and leads to the admin screen that exists.
 */
export function AdminDashboardPage() {
  usePageMeta('Analytics | Hookshelf Admin', 'Library analytics for Hookshelf administrators.');
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <header>
        <p className="text-sm font-semibold text-indigo-700">Admin</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Analytics</h1>
      </header>
      <div className="mt-8 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
        <span className="grid size-12 place-items-center rounded-2xl bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100">
          <ChartColumn className="size-6" aria-hidden />
        </span>
        <h2 className="mt-4 text-base font-semibold text-slate-900">Library analytics are on their way</h2>
        <p className="mt-1.5 max-w-md text-sm leading-6 text-slate-600">
          Platform and taxonomy distributions and usage over time will appear here. Meanwhile you can manage
          users and their tiers.
        </p>
        <Link
          to={paths.adminUsers}
          className="mt-6 inline-flex items-center gap-2 rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <Users className="size-4" aria-hidden />
          Manage users
        </Link>
      </div>
    </div>
  );
}
