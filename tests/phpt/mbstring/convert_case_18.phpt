--TEST--
mb_convert_case() all modes: ⓐ Ⓐ
--INI--
extension=mbstring
--FILE--
<?php
$s = "ⓐ Ⓐ";
foreach ([MB_CASE_UPPER, MB_CASE_LOWER, MB_CASE_TITLE, MB_CASE_FOLD, MB_CASE_UPPER_SIMPLE, MB_CASE_LOWER_SIMPLE, MB_CASE_TITLE_SIMPLE, MB_CASE_FOLD_SIMPLE] as $m) {
    echo $m, ': ', mb_convert_case($s, $m), "\n";
}
?>
--EXPECT--
0: Ⓐ Ⓐ
1: ⓐ ⓐ
2: Ⓐ Ⓐ
3: ⓐ ⓐ
4: Ⓐ Ⓐ
5: ⓐ ⓐ
6: Ⓐ Ⓐ
7: ⓐ ⓐ
