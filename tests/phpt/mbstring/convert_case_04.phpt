--TEST--
mb_convert_case() all modes: ǆemal ǅ Ǆ
--INI--
extension=mbstring
--FILE--
<?php
$s = "ǆemal ǅ Ǆ";
foreach ([MB_CASE_UPPER, MB_CASE_LOWER, MB_CASE_TITLE, MB_CASE_FOLD, MB_CASE_UPPER_SIMPLE, MB_CASE_LOWER_SIMPLE, MB_CASE_TITLE_SIMPLE, MB_CASE_FOLD_SIMPLE] as $m) {
    echo $m, ': ', mb_convert_case($s, $m), "\n";
}
?>
--EXPECT--
0: ǄEMAL Ǆ Ǆ
1: ǆemal ǆ ǆ
2: ǅemal ǅ ǅ
3: ǆemal ǆ ǆ
4: ǄEMAL Ǆ Ǆ
5: ǆemal ǆ ǆ
6: ǅemal ǅ ǅ
7: ǆemal ǆ ǆ
