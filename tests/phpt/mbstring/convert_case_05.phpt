--TEST--
mb_convert_case() all modes: straße ß
--INI--
extension=mbstring
--FILE--
<?php
$s = "straße ß";
foreach ([MB_CASE_UPPER, MB_CASE_LOWER, MB_CASE_TITLE, MB_CASE_FOLD, MB_CASE_UPPER_SIMPLE, MB_CASE_LOWER_SIMPLE, MB_CASE_TITLE_SIMPLE, MB_CASE_FOLD_SIMPLE] as $m) {
    echo $m, ': ', mb_convert_case($s, $m), "\n";
}
?>
--EXPECT--
0: STRASSE SS
1: straße ß
2: Straße Ss
3: strasse ss
4: STRAßE ß
5: straße ß
6: Straße ß
7: straße ß
