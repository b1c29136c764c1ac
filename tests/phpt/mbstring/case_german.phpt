--TEST--
German sharp s
--INI--
extension=mbstring
--FILE--
<?php
echo mb_strtoupper('ß'), ' ', mb_strtolower('ẞ'), ' ', mb_convert_case('ẞ', MB_CASE_FOLD), ' ', mb_convert_case('ẞ', MB_CASE_FOLD_SIMPLE), "\n";
?>
--EXPECT--
SS ß ss ß
