--TEST--
mb_convert_case() all modes: İstanbul
--INI--
extension=mbstring
--FILE--
<?php
$s = "İstanbul";
foreach ([MB_CASE_UPPER, MB_CASE_LOWER, MB_CASE_TITLE, MB_CASE_FOLD, MB_CASE_UPPER_SIMPLE, MB_CASE_LOWER_SIMPLE, MB_CASE_TITLE_SIMPLE, MB_CASE_FOLD_SIMPLE] as $m) {
    echo $m, ': ', mb_convert_case($s, $m), "\n";
}
?>
--EXPECT--
0: İSTANBUL
1: i̇stanbul
2: İstanbul
3: i̇stanbul
4: İSTANBUL
5: istanbul
6: İstanbul
7: İstanbul
