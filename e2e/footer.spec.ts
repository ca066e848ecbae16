import { expect, test } from '@playwright/test';
import { expectLinkTargets } from './helpers/links';

test.describe('footer', () => {
  test('lists services, technologies, company and legal links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const nav = footer.getByRole('navigation', { name: 'Footer' });
    await expectLinkTargets(
      nav,
      [
        ['AI Development', '/services/ai-development'],
        ['Custom Product Development', '/services/custom-product-development'],
        ['Cloud Engineering', '/services/cloud-engineering'],
        ['Blockchain Development', '/services/blockchain-development'],
        ['Node.js', '/technologies/nodejs'],
        ['Java', '/technologies/java'],
        ['Partners', '/partners'],
        ['ChargIQ', '/products/chargiq'],
      ],
      { exact: true },
    );
    await expectLinkTargets(footer, [
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
    ]);
  });

  test('the professional-network link opens in a new tab; the inactive social link is not a link', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const linkedin = footer.getByRole('link', { name: /on LinkedIn/ });
    await expect(linkedin).toHaveAttribute('target', '_blank');
    await expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(footer.getByRole('link', { name: /on X/ })).toHaveCount(0);
    const inactive = footer.getByText(/on X: not active yet/);
    await expect(inactive).toHaveCount(1);
    expect(await inactive.evaluate((el) => el.closest('a, button, [tabindex]'))).toBeNull();
  });
});
