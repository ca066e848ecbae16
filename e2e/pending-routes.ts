/**
 * Routes of the spec that are not built yet. A link to one of these does not fail the link
 * check. Each page issue removes its routes when it lands; the list must end empty.
 */
export const PENDING_ROUTES: string[] = [
  // Company pages
  '/about',
  '/contact',
  '/careers',
  '/partners',
  '/privacy-policy',
  '/terms-of-service',

  // Services, technologies, products
  '/services',
  '/services/resource-augmentation',
  '/services/web-mobile-development',
  '/services/custom-product-development',
  '/services/web-development',
  '/services/mobile-development',
  '/services/blockchain-development',
  '/services/mvp-development',
  '/services/product-engineering',
  '/services/cloud-engineering',
  '/services/ai-development',
  '/services/software-development',
  '/services/saas-development',
  '/services/devops',
  '/technologies',
  '/technologies/react',
  '/technologies/flutter',
  '/technologies/nodejs',
  '/technologies/vue',
  '/technologies/angular',
  '/technologies/nextjs',
  '/technologies/python',
  '/technologies/java',
  '/technologies/dotnet',
  '/technologies/react-native',
  '/technologies/ios',
  '/technologies/android',
  '/technologies/aws',
  '/technologies/gcp',
  '/technologies/azure',
  '/technologies/tensorflow',
  '/technologies/aws-ai',
  '/technologies/openai',
  '/products/chargiq',
  '/products/geofleet',

  // Case studies
  '/case-studies',
  '/case-studies/ev-transport-platform',
];
