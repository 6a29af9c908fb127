import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/domain/paths';
import { LANDING_CONCEPTS, LANDING_FORMATS } from './landing-taxonomies';
import { TaxonomyGrid } from './taxonomy-grid';

/** The browse-by-format and browse-by-concept grids (docs/product/routes.md: hard-coded top 8 of each). */
export function BrowseGrids() {
  return (
    <div className="mx-auto max-w-7xl space-y-20 px-4 py-16 sm:px-6 sm:py-24">
      <TaxonomyGrid
        id="browse-by-format"
        kind="formats"
        eyebrow="Browse by format"
        title="How the video is made"
        intro="From straight-to-camera advice to voiceover B-roll: the production styles that keep showing up in top posts."
        listLabel="Formats in the library"
        entries={LANDING_FORMATS}
        barClass="bg-indigo-500"
      />
      <TaxonomyGrid
        id="browse-by-concept"
        kind="concepts"
        eyebrow="Browse by concept"
        title="The idea that makes people watch"
        intro="Quick wins, myth busting, insider secrets — the angles that turn a topic into a video people finish and save."
        listLabel="Concepts in the library"
        entries={LANDING_CONCEPTS}
        barClass="bg-amber-400"
      />
      <p className="text-center">
        <Link
          to={paths.publicBrowse}
          className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-indigo-600 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          Explore the full library
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </p>
    </div>
  );
}
