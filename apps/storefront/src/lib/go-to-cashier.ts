/**
 * Leaves the storefront for the payment provider's cashier (a server page for the sandbox, the gateway for
 * Alipay); it comes back to /pages/finish. A module of its own so tests can replace the navigation.
 */
export function goToCashier(payUrl: string): void {
  window.location.assign(payUrl);
}
