--TEST--
mb_convert_case() all modes: ĲSSEL ĳssel
--INI--
extension=mbstring
--FILE--
<?php
$s = "ĲSSEL ĳssel";
foreach ([MB_CASE_UPPER, MB_CASE_LOWER, MB_CASE_TITLE, MB_CASE_FOLD, MB_CASE_UPPER_SIMPLE, MB_CASE_LOWER_SIMPLE, MB_CASE_TITLE_SIMPLE, MB_CASE_FOLD_SIMPLE] as $m) {
    echo $m, ': ', mb_convert_case($s, $m), "\n";
}
?>
--EXPECT--
0: ĲSSEL ĲSSEL
1: ĳssel ĳssel
2: Ĳssel Ĳssel
3: ĳssel ĳssel
4: ĲSSEL ĲSSEL
5: ĳssel ĳssel
6: Ĳssel Ĳssel
7: ĳssel ĳssel
