--TEST--
mb_convert_case() all modes: hello world
--INI--
extension=mbstring
--FILE--
<?php
$s = "hello world";
foreach ([MB_CASE_UPPER, MB_CASE_LOWER, MB_CASE_TITLE, MB_CASE_FOLD, MB_CASE_UPPER_SIMPLE, MB_CASE_LOWER_SIMPLE, MB_CASE_TITLE_SIMPLE, MB_CASE_FOLD_SIMPLE] as $m) {
    echo $m, ': ', mb_convert_case($s, $m), "\n";
}
?>
--EXPECT--
0: HELLO WORLD
1: hello world
2: Hello World
3: hello world
4: HELLO WORLD
5: hello world
6: Hello World
7: hello world
