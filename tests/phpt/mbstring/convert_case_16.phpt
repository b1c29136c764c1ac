--TEST--
mb_convert_case() all modes: ﬃ ﬄ ﬅ
--INI--
extension=mbstring
--FILE--
<?php
$s = "ﬃ ﬄ ﬅ";
foreach ([MB_CASE_UPPER, MB_CASE_LOWER, MB_CASE_TITLE, MB_CASE_FOLD, MB_CASE_UPPER_SIMPLE, MB_CASE_LOWER_SIMPLE, MB_CASE_TITLE_SIMPLE, MB_CASE_FOLD_SIMPLE] as $m) {
    echo $m, ': ', mb_convert_case($s, $m), "\n";
}
?>
--EXPECT--
0: FFI FFL ST
1: ﬃ ﬄ ﬅ
2: Ffi Ffl St
3: ffi ffl st
4: ﬃ ﬄ ﬅ
5: ﬃ ﬄ ﬅ
6: ﬃ ﬄ ﬅ
7: ﬃ ﬄ ﬅ
