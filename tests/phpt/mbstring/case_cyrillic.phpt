--TEST--
Cyrillic and Armenian case mapping
--INI--
extension=mbstring
--FILE--
<?php
echo mb_strtoupper('привет мир'), "\n", mb_strtolower('ПРИВЕТ'), "\n", mb_convert_case('москва красная', MB_CASE_TITLE), "\n", mb_strtoupper('բարև'), "\n", mb_strtoupper('և'), "\n";
?>
--EXPECT--
ПРИВЕТ МИР
привет
Москва Красная
ԲԱՐԵՒ
ԵՒ
