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

  // Blog
  '/blog',
  '/blog/staff-augmentation-vs-traditional-hiring',
  '/blog/product-discovery-to-delivery',
  '/blog/flutter-vs-react-native-2025',
  '/blog/modern-web-stacks-scalable-platforms',
  '/blog/mvp-development-strategies',
  '/blog/tech-trends-2025-product-development',
  '/blog/when-to-scale-up-staff-augmentation',
  '/blog/in-house-vs-staff-augmentation',
  '/blog/building-high-impact-remote-teams',
  '/blog/native-vs-cross-platform-roi',
  '/blog/scalable-ecommerce-platforms',

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
  '/products/chargiq',
  '/products/geofleet',

  // Case studies
  '/case-studies',
  '/case-studies/ev-transport-platform',
];
