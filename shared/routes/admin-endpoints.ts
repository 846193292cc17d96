/**
 * The admin area's routes as the browser calls them: their method, path and body kind, keyed by
 * the route table's names, as in endpoints.ts. A module of their own, so that only the admin
 * area's chunk carries them.
 */

// The admin area (./admin.ts)
export const getStats = { method: 'GET', path: '/api/stats' } as const;
export const listAllBrands = { method: 'GET', path: '/api/admin/brands/all' } as const;
export const createBrand = { method: 'POST', path: '/api/admin/brands' } as const;
export const updateBrand = { method: 'PUT', path: '/api/admin/brands/{id}' } as const;
export const deleteBrand = { method: 'DELETE', path: '/api/admin/brands/{id}' } as const;
export const listNonDeliveredOrders = { method: 'GET', path: '/api/orders/non-delivered' } as const;
export const listOrdersInStatus = { method: 'GET', path: '/api/orders/status/{status}' } as const;
export const changeOrderStatus = { method: 'PATCH', path: '/api/orders/{id}/status' } as const;
export const exportTodayOrders = { method: 'GET', path: '/api/orders/export/today' } as const;
export const exportOrdersByDate = { method: 'GET', path: '/api/orders/export/date/{date}' } as const;
export const listUserOrders = { method: 'GET', path: '/api/orders/{userId}/orders' } as const;
export const getAllUsers = { method: 'GET', path: '/api/admin/getAllUsers' } as const;
export const listSubscribers = { method: 'GET', path: '/api/subscribers' } as const;
export const removeSubscriber = { method: 'GET', path: '/api/subscribers/unsubscribe/{id}' } as const;
export const exportSubscribers = { method: 'GET', path: '/api/subscribers/export' } as const;

// The admin's products (./admin-products.ts)
export const listAdminProducts = { method: 'GET', path: '/api/admin/products' } as const;
export const createProduct = { method: 'POST', path: '/api/admin/products', body: 'multipart' } as const;
export const updateProduct = { method: 'PUT', path: '/api/admin/products/{product_id}', body: 'multipart' } as const;
export const deleteProduct = { method: 'DELETE', path: '/api/admin/products/{product_id}' } as const;
export const createProductImageUpload = { method: 'POST', path: '/api/admin/product-images' } as const;
export const updateProductQty = { method: 'POST', path: '/api/admin/UpdateProductQty' } as const;

// The admin's product spreadsheets (./admin-product-sheets.ts)
export const bulkUploadProducts = { method: 'POST', path: '/api/Bulkproducts/upload', body: 'multipart' } as const;
export const bulkDownloadProducts = { method: 'GET', path: '/api/Bulkproducts/download' } as const;

// The admin's promotions (./admin-promotions.ts)
export const listPromotions = { method: 'GET', path: '/api/admin/promotions' } as const;
export const createPromotion = { method: 'POST', path: '/api/admin/promotions' } as const;
export const updatePromotion = { method: 'PUT', path: '/api/admin/promotions/{code}' } as const;
export const deletePromotion = { method: 'DELETE', path: '/api/admin/promotions/{code}' } as const;
