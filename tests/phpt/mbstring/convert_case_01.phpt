--TEST--
mb_convert_case() all modes: o'neil mc-donald
--INI--
extension=mbstring
--FILE--
<?php
$s = "o'neil mc-donald";
foreach ([MB_CASE_UPPER, MB_CASE_LOWER, MB_CASE_TITLE, MB_CASE_FOLD, MB_CASE_UPPER_SIMPLE, MB_CASE_LOWER_SIMPLE, MB_CASE_TITLE_SIMPLE, MB_CASE_FOLD_SIMPLE] as $m) {
    echo $m, ': ', mb_convert_case($s, $m), "\n";
}
?>
--EXPECT--
0: O'NEIL MC-DONALD
1: o'neil mc-donald
2: O'neil Mc-Donald
3: o'neil mc-donald
4: O'NEIL MC-DONALD
5: o'neil mc-donald
6: O'neil Mc-Donald
7: o'neil mc-donald
