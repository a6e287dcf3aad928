/**
 * Where the legal pages name who runs the service and how to reach them. The site is built with these slots,
 * which read as a visible placeholder; the server fills them from OPERATOR_NAME and CONTACT_EMAIL each time it
 * serves a page, so a change of either setting needs no rebuild.
 */
export const OPERATOR_NAME_SLOT = '<span data-operator="name">[operator name — set OPERATOR_NAME]</span>'
export const CONTACT_EMAIL_SLOT = '<span data-operator="contact">[contact e-mail — set CONTACT_EMAIL]</span>'
