import { expect, test } from '@playwright/test';

test.describe('footer', () => {
  test('lists services, technologies, company and legal links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const nav = footer.getByRole('navigation', { name: 'Footer' });
    for (const [name, href] of [
      ['Custom Product Development', '/services/custom-product-development'],
      ['Cloud Engineering', '/services/cloud-engineering'],
      ['Blockchain Development', '/services/blockchain-development'],
      ['Node.js', '/technologies/nodejs'],
      ['Java', '/technologies/java'],
      ['Partners', '/partners'],
      ['ChargIQ', '/products/chargiq'],
    ]) {
      await expect(nav.getByRole('link', { name: name!, exact: true })).toHaveAttribute(
        'href',
        href!,
      );
    }
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
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
