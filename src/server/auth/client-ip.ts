/**
 * Header the server sets from the connection's address before handing a request to better-auth,
 * overwriting anything the client sent, so rate limits key on a real address.
 */
export const CLIENT_IP_HEADER = "x-ujamaa-client-ip";
