--TEST--
mb_convert_case() all modes: ꭰ Ꭰ
--INI--
extension=mbstring
--FILE--
<?php
$s = "ꭰ Ꭰ";
foreach ([MB_CASE_UPPER, MB_CASE_LOWER, MB_CASE_TITLE, MB_CASE_FOLD, MB_CASE_UPPER_SIMPLE, MB_CASE_LOWER_SIMPLE, MB_CASE_TITLE_SIMPLE, MB_CASE_FOLD_SIMPLE] as $m) {
    echo $m, ': ', mb_convert_case($s, $m), "\n";
}
?>
--EXPECT--
0: Ꭰ Ꭰ
1: ꭰ ꭰ
2: Ꭰ Ꭰ
3: Ꭰ Ꭰ
4: Ꭰ Ꭰ
5: ꭰ ꭰ
6: Ꭰ Ꭰ
7: Ꭰ Ꭰ
