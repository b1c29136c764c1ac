--TEST--
mb_convert_case() all modes: x:y;z/w
--INI--
extension=mbstring
--FILE--
<?php
$s = "x:y;z/w";
foreach ([MB_CASE_UPPER, MB_CASE_LOWER, MB_CASE_TITLE, MB_CASE_FOLD, MB_CASE_UPPER_SIMPLE, MB_CASE_LOWER_SIMPLE, MB_CASE_TITLE_SIMPLE, MB_CASE_FOLD_SIMPLE] as $m) {
    echo $m, ': ', mb_convert_case($s, $m), "\n";
}
?>
--EXPECT--
0: X:Y;Z/W
1: x:y;z/w
2: X:y;Z/W
3: x:y;z/w
4: X:Y;Z/W
5: x:y;z/w
6: X:y;Z/W
7: x:y;z/w
