;; The vector index's dot product (vector-index.ts), in WebAssembly SIMD: an int16 query against one
;; int8-coded row, both `n` long (a multiple of 16, rows zero-padded). Sixteen products a step where
;; JavaScript does one; the sums fit an i32 since the query is scaled to ±16,383 and codes to ±127
;; (512 × 16,383 × 127 ≈ 1.07e9; the index refuses dimensions that could overflow).
;; Built into int8-dot-wasm.ts by `npm run build:wasm`; int8-dot.test.ts checks the two agree.
(module
  (memory (export "memory") 1)
  (func $dot (export "dot") (param $query i32) (param $row i32) (param $n i32) (result i32)
    (local $i i32)
    (local $codes v128)
    (local $sum v128)
    (block $done
      (loop $step
        (br_if $done (i32.ge_u (local.get $i) (local.get $n)))
        (local.set $codes (v128.load (i32.add (local.get $row) (local.get $i))))
        (local.set $sum
          (i32x4.add (local.get $sum)
            (i32x4.dot_i16x8_s
              (i16x8.extend_low_i8x16_s (local.get $codes))
              (v128.load (i32.add (local.get $query) (i32.shl (local.get $i) (i32.const 1)))))))
        (local.set $sum
          (i32x4.add (local.get $sum)
            (i32x4.dot_i16x8_s
              (i16x8.extend_high_i8x16_s (local.get $codes))
              (v128.load offset=16 (i32.add (local.get $query) (i32.shl (local.get $i) (i32.const 1)))))))
        (local.set $i (i32.add (local.get $i) (i32.const 16)))
        (br $step)))
    (i32.add
      (i32.add (i32x4.extract_lane 0 (local.get $sum)) (i32x4.extract_lane 1 (local.get $sum)))
      (i32.add (i32x4.extract_lane 2 (local.get $sum)) (i32x4.extract_lane 3 (local.get $sum)))))
  ;; Many rows in one call: the row numbers are `count` i32s at `rows`, each row at `base + row × stride`;
  ;; the sums go as i32s to `out`. One call from JavaScript per search instead of one per row: crossing
  ;; into WebAssembly cost more than the dot product itself (issue 17 bench profile).
  (func (export "dotMany") (param $query i32) (param $base i32) (param $stride i32) (param $rows i32)
    (param $count i32) (param $out i32)
    (local $k i32)
    (block $done
      (loop $each
        (br_if $done (i32.ge_u (local.get $k) (local.get $count)))
        (i32.store
          (i32.add (local.get $out) (i32.shl (local.get $k) (i32.const 2)))
          (call $dot
            (local.get $query)
            (i32.add (local.get $base)
              (i32.mul (i32.load (i32.add (local.get $rows) (i32.shl (local.get $k) (i32.const 2))))
                (local.get $stride)))
            (local.get $stride)))
        (local.set $k (i32.add (local.get $k) (i32.const 1)))
        (br $each)))))
