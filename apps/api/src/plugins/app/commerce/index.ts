import { defineDomain } from '../domain-plugin';
import membershipsRepository from './memberships-repository';
import ordersRepository from './orders-repository';
import cartRepository from './cart-repository';
import commerceNotices from './commerce-notices';
import membershipService from './membership-service';
import membershipAdmin from './membership-admin-service';
import paymentSettlement from './settlement-service';
import cartCheckout from './cart-checkout-service';
import cartService from './cart-service';
import paymentsHistory from './payments-history-service';
import billingJobs from './billing-jobs';
import erasureBilling from './erasure-billing';
import couponsRepository from './coupons-repository';
import coupons from './coupons-service';
import taxDocumentsRepository from './tax-documents-repository';
import taxDocuments from './tax-documents-service';

/** Memberships, the cart, orders and their payments, refunds and billing. */
export default defineDomain({
  name: 'commerce',
  repositories: [
    membershipsRepository,
    ordersRepository,
    cartRepository,
    couponsRepository,
    taxDocumentsRepository,
  ],
  services: [
    taxDocuments,
    commerceNotices,
    coupons,
    membershipService,
    membershipAdmin,
    paymentSettlement,
    cartCheckout,
    cartService,
    paymentsHistory,
  ],
  jobs: [billingJobs, erasureBilling],
});
