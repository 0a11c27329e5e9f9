#include "chroma_raster_kernels.h"

#include <string.h>

#pragma STDC FP_CONTRACT OFF
// The vectors stay inside this file's inlined functions: no call passes them across an ABI.
#pragma clang diagnostic ignored "-Wpsabi"
#pragma clang fp contract(off)

typedef float f8 __attribute__((vector_size(32)));
typedef int32_t i8 __attribute__((vector_size(32)));
typedef uint32_t u8 __attribute__((vector_size(32)));

static inline __attribute__((always_inline)) f8 splat(float v) { return (f8){v, v, v, v, v, v, v, v}; }

/// a where the mask is set, else b.
static inline __attribute__((always_inline)) f8 choose(i8 mask, f8 a, f8 b) {
    return (f8)((mask & (i8)a) | (~mask & (i8)b));
}

/// The last segment i with locations[i] ≤ t, at most count − 2 (t within 0…1).
static inline int32_t segment_of(const chroma_gradient_row *g, float t) {
    float scaled = t * (float)g->bucket_count;
    float bucket = scaled > 0 ? ((float)g->bucket_count < scaled ? (float)g->bucket_count : scaled) : 0;
    int32_t i = g->buckets[(int32_t)bucket], last = g->count - 2;
    while (i < last && g->locations[i + 1] <= t) i++;
    return i;
}

/// Whether every lane of t lies in segment i: at or above its start and below its end, or in
/// the final segment, which also holds t = 1 (segment_of's answer for each lane).
static inline __attribute__((always_inline)) int lanes_in_segment(const chroma_gradient_row *g, f8 t, int32_t i) {
    i8 inside = t >= splat(g->locations[i]);
    if (i < g->count - 2) inside &= t < splat(g->locations[i + 1]);
    int all = 1;
    for (int lane = 0; lane < 8; lane++) all &= inside[lane] != 0;
    return all;
}

/// floor(v) lane by lane for |v| < 2²²: adding 1.5 × 2²³ rounds to a whole number, one less
/// where that went up (Float.wholeBelowSmall).
static inline __attribute__((always_inline)) f8 whole_below_small(f8 v) {
    f8 nearest = (v + splat(12582912.0f)) - splat(12582912.0f);
    return choose(nearest > v, nearest - splat(1), nearest);
}

/// floor(v) lane by lane, any v (Float.wholeBelow): the exact path for large, infinite or NaN lanes.
static inline __attribute__((always_inline)) f8 whole_below(f8 v) {
    i8 small = (v < splat(4194304.0f)) & (v > splat(-4194304.0f));
    f8 result = whole_below_small(v);
    for (int lane = 0; lane < 8; lane++) {
        if (!small[lane]) result[lane] = __builtin_floorf(v[lane]);
    }
    return result;
}

/// The angles of the vectors (x, y) in turns, −½…½: the octant reduction and odd polynomial of
/// Swift's SIMD8.turns(y:x:), operation for operation.
static inline __attribute__((always_inline)) f8 turns(f8 y, f8 x, const float *c) {
    f8 zero = splat(0);
    f8 ax = choose(x < zero, zero - x, x), ay = choose(y < zero, zero - y, y);
    i8 steep = ay > ax;
    f8 high = choose(steep, ay, ax), low = choose(steep, ax, ay);
    f8 a = choose(high > zero, low / high, zero);
    f8 s = a * a;
    f8 p = splat(c[0]);
    for (int k = 1; k < 8; k++) p = p * s + splat(c[k]);
    f8 r0 = p * a;
    f8 r1 = choose(steep, splat(0.25f) - r0, r0);
    f8 r2 = choose(x < zero, splat(0.5f) - r1, r1);
    return choose(y < zero, zero - r2, r2);
}

/// 8-bit levels of eight channel values plus their dither: clamped to 0…255 (NaN to 0), then
/// floor(v + ½); the value is positive, so truncation is the floor.
static inline __attribute__((always_inline)) u8 levels(f8 v, f8 dither) {
    f8 scaled = v * splat(255) + dither;
    // Written as max(v, 0) and min(v, 255) so they compile to one instruction each; the results
    // equal the Swift path's selects (only the sign of a zero differs, which + ½ erases).
    f8 clamped = choose(scaled > splat(0), scaled, splat(0));
    clamped = choose(clamped < splat(255), clamped, splat(255));
    return (u8)__builtin_convertvector(clamped + splat(0.5f), i8);
}

/// One row of one geometry; `kind` is a constant at each call, so the loop holds no test of it.
static inline __attribute__((always_inline)) void row_of(int32_t kind, const chroma_gradient_row *g, int32_t y, int32_t width,
                                                         float even, float odd, uint8_t *out) {
    const f8 lanes = {0, 1, 2, 3, 4, 5, 6, 7};
    const f8 dither = {even, odd, even, odd, even, odd, even, odd};
    const float cy = (float)y + 0.5f;
    const float row_term = (cy - g->start_y) * g->dtdy;
    const float dy = (cy - g->center_y) * g->scale_y, dy_squared = dy * dy;
    // The segment of the last eight pixels: t changes little from one step to the next, so it
    // is tried first and the table is searched only when a lane leaves it.
    int32_t first = 0;
    for (int32_t x = 0; x < width; x += 8) {
        // The pixel centers as the Swift path forms them: (offset + start) + ½.
        f8 centers = (lanes + splat((float)x)) + splat(0.5f), t;
        if (kind == CHROMA_GRADIENT_CONCENTRIC) {
            f8 dx = (centers - splat(g->center_x)) * splat(g->scale_x);
            t = (__builtin_elementwise_sqrt(dx * dx + splat(dy_squared)) - splat(g->start_radius)) * splat(g->inverse_span);
        } else if (kind == CHROMA_GRADIENT_ANGULAR) {
            // AngularGeometry.t(x:y:) on eight lanes.
            f8 angle = turns(splat(cy - g->center_y), centers - splat(g->center_x), g->atan_coefficients);
            if (!g->has_gap) {
                f8 v = angle - splat(g->start_fraction);
                t = splat(g->t_offset) + (v - whole_below_small(v)) * splat(g->inverse_span);
            } else {
                f8 f = angle - splat(g->start_turns);
                f8 u = f - whole_below(f);
                u = choose(u >= splat(1), splat(0), u);
                f8 outside = choose(u < splat(g->gap_start), splat(1), splat(0));
                t = choose(u <= splat(g->span_turns), u * splat(g->inverse_span), outside);
            }
        } else {
            t = (centers - splat(g->start_x)) * splat(g->dtdx) + splat(row_term);
        }
        // Pad: min(max(t, 0), 1), NaN kept.
        t = choose(t < splat(0), splat(0), t);
        t = choose(t > splat(1), splat(1), t);
        i8 valid = t == t;
        int all = lanes_in_segment(g, t, first);
        if (!all) {
            first = segment_of(g, t[0]);
            all = lanes_in_segment(g, t, first);
        }
        float low = g->locations[first];
        f8 r, gr, b;
        if (all) {
            // Every lane in one segment (so none is NaN): one line per channel.
            const float *base = g->bases + 4 * first, *slope = g->slopes + 4 * first;
            f8 offset = t - splat(low);
            r = splat(base[0]) + splat(slope[0]) * offset;
            gr = splat(base[1]) + splat(slope[1]) * offset;
            b = splat(base[2]) + splat(slope[2]) * offset;
        } else {
            // Lane by lane; a NaN lane is transparent black.
            r = gr = b = splat(0);
            for (int lane = 0; lane < 8; lane++) {
                if (!valid[lane]) continue;
                int32_t i = segment_of(g, t[lane]);
                float offset = t[lane] - g->locations[i];
                r[lane] = g->bases[4 * i] + g->slopes[4 * i] * offset;
                gr[lane] = g->bases[4 * i + 1] + g->slopes[4 * i + 1] * offset;
                b[lane] = g->bases[4 * i + 2] + g->slopes[4 * i + 2] * offset;
            }
        }
        u8 alpha = (u8)valid & (u8){0xFF000000u, 0xFF000000u, 0xFF000000u, 0xFF000000u, 0xFF000000u, 0xFF000000u, 0xFF000000u, 0xFF000000u};
        u8 pixels = levels(r, dither) | (levels(gr, dither) << 8) | (levels(b, dither) << 16) | alpha;
        if (x + 8 <= width) {
            memcpy(out + 4 * (size_t)x, &pixels, sizeof pixels);
        } else {
            memcpy(out + 4 * (size_t)x, &pixels, 4 * (size_t)(width - x));
        }
    }
}

static inline __attribute__((always_inline)) void row(const chroma_gradient_row *g, int32_t y, int32_t width, float even,
                                                      float odd, uint8_t *out) {
    switch (g->kind) {
    case CHROMA_GRADIENT_CONCENTRIC: row_of(CHROMA_GRADIENT_CONCENTRIC, g, y, width, even, odd, out); break;
    case CHROMA_GRADIENT_ANGULAR: row_of(CHROMA_GRADIENT_ANGULAR, g, y, width, even, odd, out); break;
    default: row_of(CHROMA_GRADIENT_LINEAR, g, y, width, even, odd, out); break;
    }
}

static void row_baseline(const chroma_gradient_row *g, int32_t y, int32_t width, float even, float odd, uint8_t *out) {
    row(g, y, width, even, odd, out);
}

#if defined(__x86_64__)
__attribute__((target("avx2"))) static void row_avx2(const chroma_gradient_row *g, int32_t y, int32_t width, float even,
                                                      float odd, uint8_t *out) {
    row(g, y, width, even, odd, out);
}
#endif

/// -1 until the processor is asked, then whether AVX2 kernels run.
static _Atomic int use_avx2 = -1;

static int processor_has_avx2(void) {
#if defined(__x86_64__)
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") ? 1 : 0;
#else
    return 0;
#endif
}

int chroma_raster_allow_avx2(int allow) {
    use_avx2 = allow ? processor_has_avx2() : 0;
    return use_avx2;
}

void chroma_gradient_row_levels(const chroma_gradient_row *gradient, int32_t y, int32_t width, float even, float odd,
                                uint8_t *out) {
    int avx2 = use_avx2;
    if (avx2 < 0) use_avx2 = avx2 = processor_has_avx2();
#if defined(__x86_64__)
    if (avx2) {
        row_avx2(gradient, y, width, even, odd, out);
        return;
    }
#endif
    row_baseline(gradient, y, width, even, odd, out);
}
