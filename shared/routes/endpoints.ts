import { PRODUCT_MISSING_ROUTE_PATH } from '../catalog/product-page-address';

/**
 * Each storefront and customer route as the browser calls it, keyed by the route table's names:
 * its method, path and body kind, and nothing else. The rest of a route's spec (who may call it,
 * its request schemas, its grants) is the server's, in the feature files beside this one, which
 * spread these entries into their specs. Web code imports the module as a namespace (`import * as
 * routes from '@shared/routes/endpoints'`) and takes each route's types from the whole table with
 * `import type`. The admin area's routes are in admin-endpoints.ts, which only its chunk loads.
 */

// The public catalogue (./catalog.ts)
export const listProducts = { method: 'GET', path: '/api/customer/products' } as const;
export const productMissingPage = { method: 'GET', path: PRODUCT_MISSING_ROUTE_PATH } as const;

// Sign-in and accounts (./auth.ts)
export const register = { method: 'POST', path: '/api/auth/register' } as const;
export const login = { method: 'POST', path: '/api/auth/login' } as const;
export const loginVerified = { method: 'POST', path: '/api/auth/login-verified' } as const;
export const resendVerification = { method: 'POST', path: '/api/auth/resend-verification' } as const;
export const forgotPassword = { method: 'POST', path: '/api/auth/forgot-password' } as const;
export const verificationStatus = { method: 'GET', path: '/api/auth/verification-status/{email}' } as const;
export const verifyEmail = { method: 'GET', path: '/api/auth/verify-email/{token}' } as const;
export const resetPassword = { method: 'POST', path: '/api/auth/reset-password/{token}' } as const;

// A signed-in customer's cart, wishlist and orders (./customer.ts)
export const getCart = { method: 'GET', path: '/api/customer/cart' } as const;
export const addToCart = { method: 'POST', path: '/api/customer/cart' } as const;
export const updateCartItem = { method: 'PUT', path: '/api/customer/cart' } as const;
export const removeCartItem = { method: 'DELETE', path: '/api/customer/cart/{productId}' } as const;
export const getWishlist = { method: 'GET', path: '/api/customer/wishlist' } as const;
export const addToWishlist = { method: 'POST', path: '/api/customer/wishlist' } as const;
export const removeFromWishlist = { method: 'DELETE', path: '/api/customer/wishlist/{productId}' } as const;
export const listMyOrders = { method: 'GET', path: '/api/customer/orders' } as const;
export const getMyOrder = { method: 'GET', path: '/api/customer/order/{orderId}' } as const;

// Back-in-stock alerts (./alerts.ts)
export const getWishlistAlerts = { method: 'GET', path: '/api/customer/wishlist/alerts' } as const;
export const setWishlistAlert = { method: 'PUT', path: '/api/customer/wishlist/alert' } as const;
export const turnOffWishlistAlerts = { method: 'DELETE', path: '/api/customer/wishlist/alerts' } as const;
export const unsubscribeAlerts = { method: 'POST', path: '/api/alerts/unsubscribe', body: 'raw' } as const;

// The newsletter (./newsletter.ts)
export const subscribe = { method: 'POST', path: '/api/subscribers/add' } as const;
export const unsubscribeNewsletter = { method: 'POST', path: '/api/newsletter/unsubscribe', body: 'raw' } as const;

// Payments (./payments.ts)
export const applyPromo = { method: 'POST', path: '/api/customer/promo' } as const;
export const paymentConfig = { method: 'GET', path: '/api/payments/config' } as const;
export const createPaymentIntent = { method: 'POST', path: '/api/customer/create-payment-intent' } as const;
export const confirmPayment = { method: 'POST', path: '/api/customer/confirm-payment' } as const;
export const stripeWebhook = { method: 'POST', path: '/api/stripe/webhook', body: 'raw' } as const;
