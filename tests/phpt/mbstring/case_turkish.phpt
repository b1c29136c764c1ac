--TEST--
dotted and dotless i
--INI--
extension=mbstring
--FILE--
<?php
echo mb_strtoupper('ıi'), ' ', mb_strtolower('Iİ'), ' ', bin2hex(mb_strtolower('İ')), ' ', mb_convert_case('İ', MB_CASE_LOWER_SIMPLE), "\n";
?>
--EXPECT--
II ii̇ 69cc87 i
