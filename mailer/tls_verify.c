/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tls_verify.c - check the certificate a TLS peer presented on a libetpan
 * stream against the system's trust store and the host name, before any
 * password is sent over it.  (curl does this itself for its own
 * connections; libetpan's GnuTLS backend does not.)
 */
#include <stdlib.h>
#include <string.h>

#include <gnutls/gnutls.h>
#include <gnutls/x509.h>
#include <libetpan/libetpan.h>

#include "mailer.h"

int
tls_verify_stream(mailstream *stream, const char *host, char *why, size_t n)
{
	gnutls_x509_trust_list_t tl = NULL;
	gnutls_x509_crt_t crts[16];
	gnutls_typed_vdata_st vd;
	gnutls_datum_t d;
	carray *chain;
	MMAPString *der;
	unsigned int i, ncrt = 0, status = 1;
	int ok = 0;

	if ((chain = mailstream_get_certificate_chain(stream)) == NULL ||
	    carray_count(chain) == 0) {
		snprintf(why, n, "the server presented no certificate");
		goto out;
	}
	if (gnutls_x509_trust_list_init(&tl, 0) < 0 ||
	    gnutls_x509_trust_list_add_system_trust(tl, 0, 0) <= 0) {
		snprintf(why, n, "no system trust store (install "
		    "ca-certificates)");
		goto out;
	}
	for (i = 0; i < carray_count(chain) && ncrt < 16; i++) {
		der = carray_get(chain, i);
		d.data = (unsigned char *)der->str;
		d.size = (unsigned int)der->len;
		if (gnutls_x509_crt_init(&crts[ncrt]) < 0)
			break;
		if (gnutls_x509_crt_import(crts[ncrt], &d,
		    GNUTLS_X509_FMT_DER) < 0) {
			gnutls_x509_crt_deinit(crts[ncrt]);
			snprintf(why, n, "the server's certificate is "
			    "unreadable");
			goto out;
		}
		ncrt++;
	}
	memset(&vd, 0, sizeof vd);
	vd.type = GNUTLS_DT_DNS_HOSTNAME;
	vd.data = (unsigned char *)host;
	vd.size = 0;
	if (gnutls_x509_trust_list_verify_crt2(tl, crts, ncrt, &vd, 1, 0,
	    &status, NULL) < 0 || status != 0) {
		snprintf(why, n, "the server's certificate is not valid for "
		    "%s (untrusted, expired or another name)", host);
		goto out;
	}
	ok = 1;
out:
	for (i = 0; i < ncrt; i++)
		gnutls_x509_crt_deinit(crts[i]);
	if (tl)
		gnutls_x509_trust_list_deinit(tl, 0);
	if (chain)
		mailstream_certificate_chain_free(chain);
	return ok ? PBEM_OK : PBEM_ERR_IO;
}
