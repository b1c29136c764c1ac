--TEST--
mb_convert_case() all modes: Ⅻ ⅻ
--INI--
extension=mbstring
--FILE--
<?php
$s = "Ⅻ ⅻ";
foreach ([MB_CASE_UPPER, MB_CASE_LOWER, MB_CASE_TITLE, MB_CASE_FOLD, MB_CASE_UPPER_SIMPLE, MB_CASE_LOWER_SIMPLE, MB_CASE_TITLE_SIMPLE, MB_CASE_FOLD_SIMPLE] as $m) {
    echo $m, ': ', mb_convert_case($s, $m), "\n";
}
?>
--EXPECT--
0: Ⅻ Ⅻ
1: ⅻ ⅻ
2: Ⅻ Ⅻ
3: ⅻ ⅻ
4: Ⅻ Ⅻ
5: ⅻ ⅻ
6: Ⅻ Ⅻ
7: ⅻ ⅻ
