--TEST--
mb_convert_case() all modes: Ａ ａ
--INI--
extension=mbstring
--FILE--
<?php
$s = "Ａ ａ";
foreach ([MB_CASE_UPPER, MB_CASE_LOWER, MB_CASE_TITLE, MB_CASE_FOLD, MB_CASE_UPPER_SIMPLE, MB_CASE_LOWER_SIMPLE, MB_CASE_TITLE_SIMPLE, MB_CASE_FOLD_SIMPLE] as $m) {
    echo $m, ': ', mb_convert_case($s, $m), "\n";
}
?>
--EXPECT--
0: Ａ Ａ
1: ａ ａ
2: Ａ Ａ
3: ａ ａ
4: Ａ Ａ
5: ａ ａ
6: Ａ Ａ
7: ａ ａ
