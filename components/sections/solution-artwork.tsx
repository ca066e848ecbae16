import type { ComponentType, SVGProps } from 'react';
import SolutionAnalyticsPlatform from '@/components/art/generated/solution-analytics-platform';
import SolutionContainers from '@/components/art/generated/solution-containers';
import SolutionDataPipeline from '@/components/art/generated/solution-data-pipeline';
import SolutionDeliveryPipeline from '@/components/art/generated/solution-delivery-pipeline';
import SolutionDeveloperPortal from '@/components/art/generated/solution-developer-portal';
import SolutionMigration from '@/components/art/generated/solution-migration';
import SolutionMlPipeline from '@/components/art/generated/solution-ml-pipeline';
import SolutionResilience from '@/components/art/generated/solution-resilience';
import SolutionSloDashboard from '@/components/art/generated/solution-slo-dashboard';
import SolutionTenants from '@/components/art/generated/solution-tenants';
import type { SolutionArtworkName } from '@/lib/content/section-schemas';

/*
 * Illustrations for solution cards, drawn on the hero's dark palette and rendered inline so they
 * cost no request and never shift the layout. One 400 x 200 scene per kind of solution, each a
 * drawing in components/art/solution-<name>.svg (docs/drawings.md).
 */
const drawings: Record<SolutionArtworkName, ComponentType<SVGProps<SVGSVGElement>>> = {
  migration: SolutionMigration,
  containers: SolutionContainers,
  'data-pipeline': SolutionDataPipeline,
  resilience: SolutionResilience,
  'delivery-pipeline': SolutionDeliveryPipeline,
  'ml-pipeline': SolutionMlPipeline,
  'developer-portal': SolutionDeveloperPortal,
  'slo-dashboard': SolutionSloDashboard,
  'analytics-platform': SolutionAnalyticsPlatform,
  tenants: SolutionTenants,
};

interface SolutionArtworkProps {
  name: SolutionArtworkName;
  /** Text alternative; the illustration is announced as one image. */
  alt: string;
}

export function SolutionArtwork({ name, alt }: SolutionArtworkProps) {
  const Drawing = drawings[name];
  return <Drawing aria-label={alt} />;
}
