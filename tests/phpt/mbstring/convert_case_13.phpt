--TEST--
mb_convert_case() all modes: ǰ ŉ
--INI--
extension=mbstring
--FILE--
<?php
$s = "ǰ ŉ";
foreach ([MB_CASE_UPPER, MB_CASE_LOWER, MB_CASE_TITLE, MB_CASE_FOLD, MB_CASE_UPPER_SIMPLE, MB_CASE_LOWER_SIMPLE, MB_CASE_TITLE_SIMPLE, MB_CASE_FOLD_SIMPLE] as $m) {
    echo $m, ': ', mb_convert_case($s, $m), "\n";
}
?>
--EXPECT--
0: J̌ ʼN
1: ǰ ŉ
2: J̌ ʼN
3: ǰ ʼn
4: ǰ ŉ
5: ǰ ŉ
6: ǰ ŉ
7: ǰ ŉ
