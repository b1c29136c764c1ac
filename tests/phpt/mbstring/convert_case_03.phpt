--TEST--
mb_convert_case() all modes: 123abc 1st
--INI--
extension=mbstring
--FILE--
<?php
$s = "123abc 1st";
foreach ([MB_CASE_UPPER, MB_CASE_LOWER, MB_CASE_TITLE, MB_CASE_FOLD, MB_CASE_UPPER_SIMPLE, MB_CASE_LOWER_SIMPLE, MB_CASE_TITLE_SIMPLE, MB_CASE_FOLD_SIMPLE] as $m) {
    echo $m, ': ', mb_convert_case($s, $m), "\n";
}
?>
--EXPECT--
0: 123ABC 1ST
1: 123abc 1st
2: 123Abc 1St
3: 123abc 1st
4: 123ABC 1ST
5: 123abc 1st
6: 123Abc 1St
7: 123abc 1st
