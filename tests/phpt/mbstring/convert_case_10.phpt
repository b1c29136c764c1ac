--TEST--
mb_convert_case() all modes: a\u{301}b c
--INI--
extension=mbstring
--FILE--
<?php
$s = "a\u{301}b c";
foreach ([MB_CASE_UPPER, MB_CASE_LOWER, MB_CASE_TITLE, MB_CASE_FOLD, MB_CASE_UPPER_SIMPLE, MB_CASE_LOWER_SIMPLE, MB_CASE_TITLE_SIMPLE, MB_CASE_FOLD_SIMPLE] as $m) {
    echo $m, ': ', mb_convert_case($s, $m), "\n";
}
?>
--EXPECT--
0: ÁB C
1: áb c
2: Áb C
3: áb c
4: ÁB C
5: áb c
6: Áb C
7: áb c
