/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * openpgp_verify.c - a signature checked against one game's own keyring,
 * at the speed of gpg.
 *
 * Acceptance rule (toolchain notes 4.5): exactly one signature, status
 * GPG_ERR_NO_ERROR, and its key's *primary* fingerprint registered for a
 * side in the store.  Key validity (web of trust) is not consulted: the
 * referee vouched for the key by registering it.  The engine runs offline
 * and never fetches keys.
 *
 * Alone (the reference, and what the batch path cannot say yes to), a
 * verification costs one gpg process; nothing else per mail:
 *   - gpgme runs `gpg --version` for every context made on a GnuPG home,
 *     so each thread keeps one context per keyring (a few, least recently
 *     used out) until openpgp_cache_flush() at the end of a poll pass;
 *   - the keys of a keyring (which primary key each subkey belongs to,
 *     revoked, expired) are listed once per pass and thread, and again
 *     only when the keyring file changed, instead of a key lookup (a
 *     second gpg) per signature;
 *   - openpgp_prefetch_start() verifies a batch of independent mails in
 *     background workers, one per core, the mails of one keyring in one
 *     gpg (openpgp_batch.c), while the intake takes the same mails in one
 *     by one and asks the same questions (the same keyring and the same
 *     bytes: a SHA-256 over all of them): an answer is taken when ready,
 *     waited for while it runs, or computed by the intake itself when no
 *     worker has begun it yet.
 */
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <gcrypt.h>
#include <gpgme.h>

#include "openpgp.h"
#include "clock.h"
#include "pbem_limits.h"

#define VRING_MAX	8	/* keyrings a thread keeps a context for */
#define WORKERS_MAX	16

struct vkey {
	char fpr[64];		/* a key or subkey */
	char primary[64];	/* its primary key */
	int revoked, expired;
	long long expires;	/* the primary's expiry, 0 = never */
};

struct vring {
	char home[PATH_MAX];
	gpgme_ctx_t ctx;
	struct stat st;		/* the keyring file as it was listed */
	int listed;
	struct vkey *keys;
	size_t nkeys;
	unsigned long used;
};

struct vcache {
	struct vring ring[VRING_MAX];
	unsigned long tick;
};

static _Thread_local struct vcache *tcache;

void
sig_result_free(struct sig_result *r)
{
	free(r->plain);
	r->plain = NULL;
}

static void
ring_clear(struct vring *v)
{
	if (v->ctx)
		gpgme_release(v->ctx);
	free(v->keys);
	memset(v, 0, sizeof *v);
}

/* This thread's context on `home`, made once. */
static struct vring *
ring_get(const char *home)
{
	struct vring *v, *old = NULL;
	int i;

	if (tcache == NULL && (tcache = calloc(1, sizeof *tcache)) == NULL)
		return NULL;
	for (i = 0; i < VRING_MAX; i++) {
		v = &tcache->ring[i];
		if (v->ctx && strcmp(v->home, home) == 0) {
			v->used = ++tcache->tick;
			return v;
		}
		if (old == NULL || v->used < old->used)
			old = v;
	}
	ring_clear(old);
	if (snprintf(old->home, sizeof old->home, "%s", home) >=
	    (int)sizeof old->home || openpgp_ctx_new(home, &old->ctx) !=
	    PBEM_OK) {
		memset(old, 0, sizeof *old);
		return NULL;
	}
	old->used = ++tcache->tick;
	return old;
}

/* The keyring's key file as it is now (pubring.kbx, or pubring.gpg in an
 * old-style home). */
static void
ring_stat(const char *home, struct stat *st)
{
	char p[PATH_MAX];

	memset(st, 0, sizeof *st);
	snprintf(p, sizeof p, "%s/pubring.kbx", home);
	if (stat(p, st) != 0) {
		snprintf(p, sizeof p, "%s/pubring.gpg", home);
		if (stat(p, st) != 0)
			memset(st, 0, sizeof *st);
	}
}

static int
ring_same(const struct stat *a, const struct stat *b)
{
	return a->st_ino == b->st_ino && a->st_size == b->st_size &&
	    a->st_mtim.tv_sec == b->st_mtim.tv_sec &&
	    a->st_mtim.tv_nsec == b->st_mtim.tv_nsec;
}

/* Every key and subkey of the keyring, with its primary (one gpg). */
static int
ring_list(struct vring *v)
{
	gpgme_key_t key;
	gpgme_subkey_t sk;
	struct vkey *nk;
	size_t cap = 0;

	free(v->keys);
	v->keys = NULL;
	v->nkeys = 0;
	v->listed = 0;
	ring_stat(v->home, &v->st);
	if (gpgme_op_keylist_start(v->ctx, NULL, 0) != 0)
		return -1;
	while (gpgme_op_keylist_next(v->ctx, &key) == 0) {
		for (sk = key->subkeys; sk && key->fpr; sk = sk->next) {
			if (sk->fpr == NULL)
				continue;
			if (v->nkeys == cap) {
				cap = cap ? cap * 2 : 16;
				if ((nk = realloc(v->keys, cap * sizeof *nk)) ==
				    NULL)
					break;
				v->keys = nk;
			}
			nk = &v->keys[v->nkeys++];
			snprintf(nk->fpr, sizeof nk->fpr, "%s", sk->fpr);
			snprintf(nk->primary, sizeof nk->primary, "%s",
			    key->fpr);
			nk->revoked = key->revoked;
			nk->expired = key->expired;
			nk->expires = key->subkeys->expires;
		}
		gpgme_key_unref(key);
	}
	gpgme_op_keylist_end(v->ctx);
	v->listed = 1;
	return 0;
}

/* The key that made a signature (its fingerprint from VALIDSIG). */
static const struct vkey *
ring_key(struct vring *v, const char *fpr)
{
	struct stat st;
	size_t i;

	ring_stat(v->home, &st);
	if ((!v->listed || !ring_same(&st, &v->st)) && ring_list(v) != 0)
		return NULL;
	for (i = 0; i < v->nkeys; i++)
		if (strcasecmp(v->keys[i].fpr, fpr) == 0)
			return &v->keys[i];
	return NULL;
}

/* What a good signature by key `fpr` (a key or subkey) comes to: the
 * keyring's own list decides (revoked, expired by pbemd's clock), and the
 * identity is the primary.  Both paths end here: a verification alone and
 * every "good" of a batch (batch_recheck). */
static void
key_verdict(struct vring *v, const char *fpr, struct sig_result *r)
{
	const struct vkey *k;

	if ((k = ring_key(v, fpr)) == NULL)
		r->status = SIG_UNKNOWN_KEY;
	else if (k->revoked)
		r->status = SIG_KEY_REVOKED;
	else if (k->expired || (k->expires > 0 &&
	    k->expires <= (long long)clock_now()))
		r->status = SIG_KEY_EXPIRED;
	else {
		snprintf(r->fpr, sizeof r->fpr, "%s", k->primary);
		snprintf(r->signer, sizeof r->signer, "%s", fpr);
		r->status = SIG_GOOD;
	}
}

/* Judge gpgme's verify result; maps a subkey signature to its primary. */
static void
judge(struct vring *v, struct sig_result *r)
{
	gpgme_verify_result_t res = gpgme_op_verify_result(v->ctx);
	gpgme_signature_t s;
	char fpr[64];
	int n = 0;

	r->status = SIG_NONE;
	if (res == NULL || res->signatures == NULL)
		return;
	for (s = res->signatures; s; s = s->next)
		n++;
	if (n > 1) {
		r->status = SIG_MULTIPLE;
		return;
	}
	s = res->signatures;
	if (s->summary & GPGME_SIGSUM_KEY_REVOKED) {
		r->status = SIG_KEY_REVOKED;
		return;
	}
	if (s->summary & (GPGME_SIGSUM_KEY_EXPIRED | GPGME_SIGSUM_SIG_EXPIRED)) {
		r->status = SIG_KEY_EXPIRED;
		return;
	}
	switch (gpg_err_code(s->status)) {
	case GPG_ERR_NO_ERROR:
		break;
	case GPG_ERR_NO_PUBKEY:
		r->status = SIG_UNKNOWN_KEY;
		return;
	case GPG_ERR_KEY_EXPIRED:
	case GPG_ERR_SIG_EXPIRED:
		r->status = SIG_KEY_EXPIRED;
		return;
	case GPG_ERR_CERT_REVOKED:
		r->status = SIG_KEY_REVOKED;
		return;
	case GPG_ERR_BAD_SIGNATURE:
		r->status = SIG_BAD;
		return;
	default:
		r->status = SIG_ERROR;
		return;
	}
	/* Listing the keys reuses the context, which frees this result:
	 * keep the fingerprint first. */
	if (s->fpr == NULL || snprintf(fpr, sizeof fpr, "%s", s->fpr) >=
	    (int)sizeof fpr) {
		r->status = SIG_UNKNOWN_KEY;
		return;
	}
	key_verdict(v, fpr, r);
}

/* One verification by gpg: detached (sig != NULL) or clearsigned. */
static void
verify_now(const char *keyring, const char *data, size_t len,
    const char *sig, size_t siglen, struct sig_result *r)
{
	struct vring *v;
	gpgme_data_t dsig = NULL, dtext = NULL, dplain = NULL;
	gpgme_error_t e = 1;
	char *p;
	size_t n;

	memset(r, 0, sizeof *r);
	r->status = SIG_ERROR;
	if ((v = ring_get(keyring)) == NULL)
		return;
	if (sig) {
		if (gpgme_data_new_from_mem(&dsig, sig, siglen, 0) == 0 &&
		    gpgme_data_new_from_mem(&dtext, data, len, 0) == 0)
			e = gpgme_op_verify(v->ctx, dsig, dtext, NULL);
	} else if (gpgme_data_new_from_mem(&dsig, data, len, 0) == 0 &&
	    gpgme_data_new(&dplain) == 0)
		e = gpgme_op_verify(v->ctx, dsig, NULL, dplain);
	if (gpg_err_code(e) == GPG_ERR_NO_DATA)
		r->status = SIG_NONE;
	else if (e == 0)
		judge(v, r);
	if (r->status == SIG_GOOD && dplain) {
		/* Only gpgme's plaintext is signed text. */
		p = gpgme_data_release_and_get_mem(dplain, &n);
		dplain = NULL;
		if (p && n <= PBEM_MAX_SHEET && (r->plain = malloc(n + 1)) !=
		    NULL) {
			memcpy(r->plain, p, n);
			r->plain[n] = '\0';
			r->plain_len = n;
		} else
			r->status = SIG_ERROR;
		gpgme_free(p);
	}
	gpgme_data_release(dsig);
	gpgme_data_release(dtext);
	gpgme_data_release(dplain);
}

/* A batch verified ahead by background workers (openpgp_prefetch_start)
 * while the caller takes its mails in, in order.  The jobs of one keyring
 * go in chunks to one gpg each (openpgp_batch.c), a chunk per worker;
 * what a chunk leaves undecided is verified alone, through gpgme.  Each
 * question is asked by id (a SHA-256 over the keyring and the bytes): an
 * answer not there yet is waited for, or, when no worker has begun it,
 * computed by the asker. */
enum { JOB_CHUNKED, JOB_PENDING, JOB_RUNNING, JOB_DONE, JOB_TAKEN };

#define CHUNK_SPLIT	16	/* fewer jobs of a keyring: one chunk */

struct ahead {
	unsigned char id[32];
	struct openpgp_job job;
	int state;
	struct sig_result r;
};

struct chunk {
	size_t *idx;		/* into prefetch.a */
	size_t n;
	int state;		/* JOB_PENDING, JOB_RUNNING, JOB_DONE */
};

struct prefetch {
	struct ahead *a;
	size_t n;
	int stop;		/* the batch ends: nothing more is begun */
	struct chunk *c;
	size_t *idx;
	size_t nc, nextc;
	int running;		/* chunks under way */
	pthread_mutex_t mu;
	pthread_cond_t cv;
	pthread_t t[WORKERS_MAX];
	int nthreads;
};

static struct prefetch *active;	/* owned by the thread that started it */

static void
memo_id(const char *keyring, const char *data, size_t len, const char *sig,
    size_t siglen, unsigned char id[32])
{
	gcry_md_hd_t md;
	unsigned char k = sig ? 'D' : 'C';
	unsigned long long l[2] = { len, siglen };

	memset(id, 0, 32);
	if (gcry_md_open(&md, GCRY_MD_SHA256, 0) != 0)
		return;
	gcry_md_write(md, keyring, strlen(keyring) + 1);
	gcry_md_write(md, &k, 1);
	gcry_md_write(md, l, sizeof l);
	gcry_md_write(md, data, len);
	if (sig)
		gcry_md_write(md, sig, siglen);
	memcpy(id, gcry_md_read(md, GCRY_MD_SHA256), 32);
	gcry_md_close(md);
}

/* Run job i alone (state RUNNING, claimed under the lock); publish it. */
static void
ahead_run(struct prefetch *p, size_t i)
{
	struct openpgp_job *j = &p->a[i].job;
	struct sig_result r;

	verify_now(j->keyring, j->data, j->len, j->sig, j->siglen, &r);
	pthread_mutex_lock(&p->mu);
	p->a[i].r = r;
	p->a[i].state = JOB_DONE;
	pthread_cond_broadcast(&p->cv);
	pthread_mutex_unlock(&p->mu);
}


/* A batch's "good" r for keyring, put through the key checks of a
 * verification alone (key_verdict): it stays good only when that says
 * good too, for the same primary gpg named; else it is undecided and
 * the job runs alone. */
static void
batch_recheck(const char *keyring, struct sig_result *r)
{
	struct sig_result k;
	struct vring *v;

	memset(&k, 0, sizeof k);
	if ((v = ring_get(keyring)) != NULL)
		key_verdict(v, r->signer, &k);
	if (v == NULL || k.status != SIG_GOOD ||
	    strcasecmp(k.fpr, r->fpr) != 0) {
		sig_result_free(r);
		memset(r, 0, sizeof *r);
		r->status = SIG_ERROR;
		return;
	}
	snprintf(r->fpr, sizeof r->fpr, "%s", k.fpr);
}

/* Run chunk c (claimed) through one gpg; publish what it decided, put
 * the rest back as jobs to run alone. */
static void
chunk_run(struct prefetch *p, struct chunk *c)
{
	struct openpgp_job *jobs = calloc(c->n, sizeof *jobs);
	struct sig_result *res = calloc(c->n, sizeof *res);
	size_t i;

	if (jobs && res) {
		for (i = 0; i < c->n; i++)
			jobs[i] = p->a[c->idx[i]].job;
		openpgp_batch_verify(p->a[c->idx[0]].job.keyring, jobs, c->n,
		    res);
		for (i = 0; i < c->n; i++)
			if (res[i].status == SIG_GOOD)
				batch_recheck(jobs[i].keyring, &res[i]);
	}
	pthread_mutex_lock(&p->mu);
	for (i = 0; i < c->n; i++) {
		if (res && res[i].status == SIG_GOOD) {
			p->a[c->idx[i]].r = res[i];
			p->a[c->idx[i]].state = JOB_DONE;
		} else {
			if (res)
				sig_result_free(&res[i]);
			p->a[c->idx[i]].state = JOB_PENDING;
		}
	}
	c->state = JOB_DONE;
	p->running--;
	pthread_cond_broadcast(&p->cv);
	pthread_mutex_unlock(&p->mu);
	free(jobs);
	free(res);
}

static void *
ahead_worker(void *arg)
{
	struct prefetch *p = arg;
	struct chunk *c;
	size_t i;

	pthread_mutex_lock(&p->mu);
	for (;;) {
		if (p->nextc < p->nc) {
			c = &p->c[p->nextc++];
			c->state = JOB_RUNNING;
			p->running++;
			pthread_mutex_unlock(&p->mu);
			chunk_run(p, c);
			pthread_mutex_lock(&p->mu);
			continue;
		}
		for (i = 0; !p->stop && i < p->n &&
		    p->a[i].state != JOB_PENDING; i++)
			;
		if (!p->stop && i < p->n) {
			p->a[i].state = JOB_RUNNING;
			pthread_mutex_unlock(&p->mu);
			ahead_run(p, i);
			pthread_mutex_lock(&p->mu);
			continue;
		}
		if (p->running == 0 || p->stop)
			break;
		/* A chunk under way may hand back jobs to run alone. */
		pthread_cond_wait(&p->cv, &p->mu);
	}
	pthread_mutex_unlock(&p->mu);
	/* A worker's own contexts go with it. */
	openpgp_cache_release();
	return NULL;
}

/* The answer to this question from the batch verified ahead: 1 and *r
 * when the batch has it (waited for, or computed here), else 0. */
static int
memo_take(const char *keyring, const char *data, size_t len,
    const char *sig, size_t siglen, struct sig_result *r)
{
	struct prefetch *p = active;
	unsigned char id[32];
	size_t i;

	if (p == NULL)
		return 0;
	memo_id(keyring, data, len, sig, siglen, id);
	pthread_mutex_lock(&p->mu);
	for (i = 0; i < p->n; i++)
		if (p->a[i].state != JOB_TAKEN &&
		    memcmp(p->a[i].id, id, 32) == 0)
			break;
	if (i == p->n) {
		pthread_mutex_unlock(&p->mu);
		return 0;
	}
	while (p->a[i].state == JOB_CHUNKED)
		pthread_cond_wait(&p->cv, &p->mu);
	if (p->a[i].state == JOB_PENDING) {
		p->a[i].state = JOB_RUNNING;
		pthread_mutex_unlock(&p->mu);
		ahead_run(p, i);
		pthread_mutex_lock(&p->mu);
	}
	while (p->a[i].state == JOB_RUNNING)
		pthread_cond_wait(&p->cv, &p->mu);
	*r = p->a[i].r;
	memset(&p->a[i].r, 0, sizeof p->a[i].r);
	p->a[i].state = JOB_TAKEN;
	pthread_mutex_unlock(&p->mu);
	return 1;
}

int
openpgp_verify_detached(const char *keyring, const char *data, size_t len,
    const char *sig, size_t siglen, struct sig_result *r)
{
	if (!memo_take(keyring, data, len, sig, siglen, r))
		verify_now(keyring, data, len, sig, siglen, r);
	return PBEM_OK;
}

int
openpgp_verify_clear(const char *keyring, const char *armored, size_t len,
    struct sig_result *r)
{
	if (!memo_take(keyring, armored, len, NULL, 0, r))
		verify_now(keyring, armored, len, NULL, 0, r);
	return PBEM_OK;
}

int
openpgp_workers(void)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);
	const char *env = getenv("PBEMD_VERIFY_WORKERS");

	/* 0: nothing verified ahead, every mail alone through gpgme (the
	 * reference the batch path is tested against). */
	if (env && *env)
		return atoi(env) < 1 ? 0 : atoi(env) > WORKERS_MAX ?
		    WORKERS_MAX : atoi(env);
	return n < 1 ? 1 : n > WORKERS_MAX ? WORKERS_MAX : (int)n;
}

/* The jobs of each keyring in chunks, one gpg each: split among the
 * workers only when there are many (CHUNK_SPLIT). */
static void
make_chunks(struct prefetch *p, int workers)
{
	size_t i, j, g, per, k = 0;
	int *used = calloc(p->n, sizeof *used);

	if ((p->idx = calloc(p->n, sizeof *p->idx)) == NULL || used == NULL ||
	    (p->c = calloc(p->n, sizeof *p->c)) == NULL) {
		free(used);
		return;
	}
	for (i = 0; i < p->n; i++) {
		if (used[i])
			continue;
		g = 0;
		for (j = i; j < p->n; j++)	/* this keyring's jobs, in order */
			if (!used[j] && strcmp(p->a[j].job.keyring,
			    p->a[i].job.keyring) == 0) {
				used[j] = 1;
				p->idx[k + g++] = j;
			}
		per = (g + (size_t)workers - 1) / (size_t)workers;
		if (per < CHUNK_SPLIT)
			per = CHUNK_SPLIT;
		for (j = 0; j < g; j += per) {
			p->c[p->nc].idx = &p->idx[k + j];
			p->c[p->nc].n = g - j < per ? g - j : per;
			p->c[p->nc++].state = JOB_PENDING;
		}
		k += g;
	}
	for (i = 0; i < p->nc; i++)
		for (j = 0; j < p->c[i].n; j++)
			p->a[p->c[i].idx[j]].state = JOB_CHUNKED;
	free(used);
}

void
openpgp_prefetch_start(const struct openpgp_job *jobs, size_t n,
    int workers)
{
	struct prefetch *p;
	size_t i;

	openpgp_prefetch_end();
	if (n == 0 || workers < 1 || openpgp_init() != PBEM_OK ||
	    (p = calloc(1, sizeof *p)) == NULL)
		return;		/* the sequential intake verifies */
	if ((p->a = calloc(n, sizeof *p->a)) == NULL) {
		free(p);
		return;
	}
	if (!gcry_control(GCRYCTL_INITIALIZATION_FINISHED_P)) {
		gcry_check_version(NULL);
		gcry_control(GCRYCTL_INITIALIZATION_FINISHED, 0);
	}
	if (workers > WORKERS_MAX)
		workers = WORKERS_MAX;
	for (i = 0; i < n; i++) {
		p->a[i].job = jobs[i];
		p->a[i].state = JOB_PENDING;
		memo_id(jobs[i].keyring, jobs[i].data, jobs[i].len, jobs[i].sig,
		    jobs[i].siglen, p->a[i].id);
	}
	p->n = n;
	make_chunks(p, workers);
	pthread_mutex_init(&p->mu, NULL);
	pthread_cond_init(&p->cv, NULL);
	if ((size_t)workers > n)
		workers = (int)n;
	while (p->nthreads < workers && pthread_create(&p->t[p->nthreads],
	    NULL, ahead_worker, p) == 0)
		p->nthreads++;
	active = p;
}

void
openpgp_prefetch_end(void)
{
	struct prefetch *p = active;
	size_t i;
	int k;

	if (p == NULL)
		return;
	/* Nothing more is begun; what runs is finished and dropped. */
	pthread_mutex_lock(&p->mu);
	p->stop = 1;
	p->nextc = p->nc;
	for (i = 0; i < p->n; i++)
		if (p->a[i].state == JOB_PENDING)
			p->a[i].state = JOB_TAKEN;
	pthread_cond_broadcast(&p->cv);
	pthread_mutex_unlock(&p->mu);
	for (k = 0; k < p->nthreads; k++)
		pthread_join(p->t[k], NULL);
	for (i = 0; i < p->n; i++)
		sig_result_free(&p->a[i].r);
	pthread_mutex_destroy(&p->mu);
	pthread_cond_destroy(&p->cv);
	free(p->a);
	free(p->c);
	free(p->idx);
	free(p);
	active = NULL;
}

void
openpgp_cache_release(void)
{
	int i;

	if (tcache == NULL)
		return;
	for (i = 0; i < VRING_MAX; i++)
		ring_clear(&tcache->ring[i]);
	free(tcache);
	tcache = NULL;
}

void
openpgp_cache_flush(void)
{
	openpgp_prefetch_end();
	openpgp_cache_release();
}
