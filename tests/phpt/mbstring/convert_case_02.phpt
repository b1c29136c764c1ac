--TEST--
mb_convert_case() all modes: foo_bar baz.qux
--INI--
extension=mbstring
--FILE--
<?php
$s = "foo_bar baz.qux";
foreach ([MB_CASE_UPPER, MB_CASE_LOWER, MB_CASE_TITLE, MB_CASE_FOLD, MB_CASE_UPPER_SIMPLE, MB_CASE_LOWER_SIMPLE, MB_CASE_TITLE_SIMPLE, MB_CASE_FOLD_SIMPLE] as $m) {
    echo $m, ': ', mb_convert_case($s, $m), "\n";
}
?>
--EXPECT--
0: FOO_BAR BAZ.QUX
1: foo_bar baz.qux
2: Foo_Bar Baz.qux
3: foo_bar baz.qux
4: FOO_BAR BAZ.QUX
5: foo_bar baz.qux
6: Foo_Bar Baz.qux
7: foo_bar baz.qux
