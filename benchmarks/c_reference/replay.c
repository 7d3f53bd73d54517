/*
 * Reference: the Weng-Lin Bradley-Terry whole-history replay as a plain,
 * single-threaded C loop, for benchmarks/replay.py to compare against.
 *
 * The same algorithm and the same flat layout as
 * tournament_app/ratings/_replay_kernel.py (the Bradley-Terry branch, no
 * decay): per match the sides' slots, per slot the player; the rating before
 * and after every match is written per slot (the history rows), a player met
 * twice in one match is detected, and every player's final rating is kept.
 *
 * Build:  cc -O2 -o replay replay.c -lm
 * Run:    replay INPUT OUTPUT
 *
 * INPUT (little-endian): int64 n_matches, n_sides, n_slots, n_players, repeats;
 *   double beta, kappa, tau; int64 match_start[n_matches+1];
 *   int64 side_start[n_sides+1]; double side_rank[n_sides];
 *   int64 slot_player[n_slots]; double mu0[n_players]; double sigma0[n_players].
 * OUTPUT: double mu[n_players], sigma[n_players], mu_before[n_slots],
 *   sigma_before[n_slots], mu_after[n_slots], sigma_after[n_slots].
 * stdout: the best wall time of `repeats` replays, in seconds (the loop
 *   only: no file I/O, each replay starting from mu0/sigma0 again).
 */
#define _POSIX_C_SOURCE 199309L
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static void *read_array(FILE *f, size_t count, size_t size) {
    void *p = malloc(count * size + 1);
    if (!p || fread(p, size, count, f) != count) {
        fprintf(stderr, "short input\n");
        exit(2);
    }
    return p;
}

static int64_t replay(int64_t n_matches, const int64_t *match_start, const int64_t *side_start,
                      const double *side_rank, const int64_t *slot_player, double *mu, double *sigma,
                      int64_t *seen, double beta, double kappa, double tau, double *mu_before,
                      double *sigma_before, double *mu_after, double *sigma_after, double *team_mu,
                      double *team_ss, double *omega, double *delta) {
    const double tau_sq = tau * tau;
    const double two_beta_sq = 2.0 * beta * beta;
    for (int64_t m = 0; m < n_matches; m++) {
        const int64_t s0 = match_start[m];
        const int64_t n = match_start[m + 1] - s0;
        for (int64_t k = 0; k < n; k++) {
            double tm = 0.0, ts = 0.0;
            for (int64_t slot = side_start[s0 + k]; slot < side_start[s0 + k + 1]; slot++) {
                const int64_t p = slot_player[slot];
                if (seen[p] == m) return m;
                seen[p] = m;
                const double sg = sigma[p];
                mu_before[slot] = mu[p];
                sigma_before[slot] = sg;
                tm += mu[p];
                ts += sg * sg + tau_sq;
            }
            team_mu[k] = tm;
            team_ss[k] = ts;
        }
        if (n < 2) {
            for (int64_t slot = side_start[s0]; slot < side_start[s0 + n]; slot++) {
                const double sg = sigma_before[slot];
                mu_after[slot] = mu_before[slot];
                sigma_after[slot] = sigma[slot_player[slot]] = sqrt(sg * sg + tau_sq);
            }
            continue;
        }
        for (int64_t i = 0; i < n; i++) {
            double om = 0.0, de = 0.0;
            const double ss_i = team_ss[i];
            const double r_i = side_rank[s0 + i];
            for (int64_t q = 0; q < n; q++) {
                if (q == i) continue;
                const double c = sqrt(ss_i + team_ss[q] + two_beta_sq);
                const double x = (team_mu[i] - team_mu[q]) / c;
                double p_iq;
                if (x >= 0.0) {
                    p_iq = 1.0 / (1.0 + exp(-x));
                } else {
                    const double z = exp(x);
                    p_iq = z / (1.0 + z);
                }
                const double r_q = side_rank[s0 + q];
                const double s = r_q > r_i ? 1.0 : (r_q == r_i ? 0.5 : 0.0);
                om += ss_i / c * (s - p_iq);
                const double gamma = sqrt(ss_i) / c;
                de += gamma * ss_i / (c * c) * p_iq * (1.0 - p_iq);
            }
            omega[i] = om;
            delta[i] = de;
        }
        for (int64_t k = 0; k < n; k++) {
            const int64_t a = side_start[s0 + k], b = side_start[s0 + k + 1];
            const double ts = team_ss[k], om = omega[k], de = delta[k];
            for (int64_t slot = a; slot < b; slot++) {
                const int64_t p = slot_player[slot];
                const double sg = sigma_before[slot];
                const double ss = sg * sg + tau_sq;
                const double share = ts > 0.0 ? ss / ts : 1.0 / (double)(b - a);
                const double new_mu = mu_before[slot] + share * om;
                double factor = 1.0 - share * de;
                if (kappa > factor) factor = kappa;
                const double new_sigma = sqrt(ss * factor);
                mu_after[slot] = mu[p] = new_mu;
                sigma_after[slot] = sigma[p] = new_sigma;
            }
        }
    }
    return -1;
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: %s INPUT OUTPUT\n", argv[0]);
        return 2;
    }
    FILE *in = fopen(argv[1], "rb");
    if (!in) { perror(argv[1]); return 2; }
    int64_t head[5];
    double par[3];
    if (fread(head, sizeof head[0], 5, in) != 5 || fread(par, sizeof par[0], 3, in) != 3) {
        fprintf(stderr, "short input\n");
        return 2;
    }
    const int64_t n_matches = head[0], n_sides = head[1], n_slots = head[2], n_players = head[3];
    const int64_t repeats = head[4] > 0 ? head[4] : 1;
    int64_t *match_start = read_array(in, n_matches + 1, 8);
    int64_t *side_start = read_array(in, n_sides + 1, 8);
    double *side_rank = read_array(in, n_sides, 8);
    int64_t *slot_player = read_array(in, n_slots, 8);
    double *mu0 = read_array(in, n_players, 8);
    double *sigma0 = read_array(in, n_players, 8);
    fclose(in);

    int64_t width = 1;
    for (int64_t m = 0; m < n_matches; m++)
        if (match_start[m + 1] - match_start[m] > width) width = match_start[m + 1] - match_start[m];
    double *mu = malloc(n_players * 8 + 8), *sigma = malloc(n_players * 8 + 8);
    int64_t *seen = malloc(n_players * 8 + 8);
    double *out[4];
    for (int i = 0; i < 4; i++) out[i] = malloc(n_slots * 8 + 8);
    double *scratch[4];
    for (int i = 0; i < 4; i++) scratch[i] = malloc(width * 8);

    double best = 1e300;
    for (int64_t r = 0; r < repeats; r++) {
        memcpy(mu, mu0, n_players * 8);
        memcpy(sigma, sigma0, n_players * 8);
        for (int64_t p = 0; p < n_players; p++) seen[p] = -1;
        struct timespec t0, t1;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        int64_t bad = replay(n_matches, match_start, side_start, side_rank, slot_player, mu, sigma, seen,
                             par[0], par[1], par[2], out[0], out[1], out[2], out[3], scratch[0],
                             scratch[1], scratch[2], scratch[3]);
        clock_gettime(CLOCK_MONOTONIC, &t1);
        if (bad >= 0) {
            fprintf(stderr, "match %lld has a player twice\n", (long long)bad);
            return 1;
        }
        double dt = (double)(t1.tv_sec - t0.tv_sec) + 1e-9 * (double)(t1.tv_nsec - t0.tv_nsec);
        if (dt < best) best = dt;
    }
    FILE *o = fopen(argv[2], "wb");
    if (!o) { perror(argv[2]); return 2; }
    fwrite(mu, 8, n_players, o);
    fwrite(sigma, 8, n_players, o);
    for (int i = 0; i < 4; i++) fwrite(out[i], 8, n_slots, o);
    fclose(o);
    printf("%.9f\n", best);
    return 0;
}
