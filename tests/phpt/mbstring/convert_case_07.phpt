--TEST--
mb_convert_case() all modes: ÉCOLE élève
--INI--
extension=mbstring
--FILE--
<?php
$s = "ÉCOLE élève";
foreach ([MB_CASE_UPPER, MB_CASE_LOWER, MB_CASE_TITLE, MB_CASE_FOLD, MB_CASE_UPPER_SIMPLE, MB_CASE_LOWER_SIMPLE, MB_CASE_TITLE_SIMPLE, MB_CASE_FOLD_SIMPLE] as $m) {
    echo $m, ': ', mb_convert_case($s, $m), "\n";
}
?>
--EXPECT--
0: ÉCOLE ÉLÈVE
1: école élève
2: École Élève
3: école élève
4: ÉCOLE ÉLÈVE
5: école élève
6: École Élève
7: école élève
