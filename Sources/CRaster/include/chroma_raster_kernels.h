// The rasterizer's innermost loops, in C where Swift's SIMD types fall short: one source
// compiled for the baseline instruction set and, on x86-64, again for AVX2, chosen once at run
// time. Floating-point contraction is off, so every operation rounds exactly as the Swift code
// it mirrors, and the bytes do not depend on the instruction set.
#ifndef CHROMA_RASTER_KERNELS_H
#define CHROMA_RASTER_KERNELS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The geometry of a gradient row kernel.
enum {
    CHROMA_GRADIENT_LINEAR = 0,
    CHROMA_GRADIENT_CONCENTRIC = 1, // radial, elliptical
    CHROMA_GRADIENT_ANGULAR = 2     // conic, without a visible seam
};

/// One opaque gradient, padded, as ChromaRaster's OpaqueGradientRows prepares it: the geometry
/// in pixels and the ramp's breakpoint table (RampTable).
typedef struct {
    int32_t kind;                // CHROMA_GRADIENT_*
    float start_x, start_y;      // linear: the start point
    float dtdx, dtdy;            // linear: t per pixel along x and y
    float center_x, center_y;    // concentric, angular: the center
    float scale_x, scale_y;      // concentric: per-axis scale before measuring the distance
    float start_radius;          // concentric: the radius where t = 0
    float inverse_span;          // concentric: 1 / (end radius − start radius); angular: 1 / span in turns
    float start_turns;           // angular: the angle where t = 0, in turns
    float span_turns;            // angular: the span in turns, > 0
    float start_fraction;        // angular: start_turns wrapped into 0..<1
    float t_offset;              // angular without a gap: t where the angle is start_fraction
    int32_t has_gap;             // angular: 1 for SwiftUI's gap (pad under a full turn)
    float gap_start;             // angular with a gap: where the gap's second half starts, 0..<1
    float atan_coefficients[8];  // angular: atan(a) / 2π ≈ Σ c[k] a^(15 − 2k), as AtanTurns
    const float *locations;      // breakpoints, ascending, 0 … 1 (count of them)
    const float *bases;          // per segment: the color at its start, 4 floats (RGBA)
    const float *slopes;         // per segment: the change of color per unit of t, 4 floats
    const int32_t *buckets;      // for each of bucket_count + 1 slices of 0…1, its first segment
    int32_t count;               // breakpoints, ≥ 2
    int32_t bucket_count;        // ≥ 1
} chroma_gradient_row;

/// Writes row y of the gradient, `width` pixels of 8-bit RGBA (alpha 255, or 0 where t is
/// NaN), with `even` and `odd` added to the 0…255 channel values of even and odd pixels (the
/// ordered dither; 0 for none) before rounding half up.
void chroma_gradient_row_levels(const chroma_gradient_row *gradient, int32_t y, int32_t width, float even, float odd,
                                uint8_t *out);

/// Whether the kernels may use AVX2 where the processor has it (1, the default) or must use the
/// baseline code (0), so that tests can compare both; returns whether AVX2 is now in use.
int chroma_raster_allow_avx2(int allow);

#ifdef __cplusplus
}
#endif

#endif
