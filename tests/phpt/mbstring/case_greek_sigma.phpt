--TEST--
final sigma is not special in php 8.2
--INI--
extension=mbstring
--FILE--
<?php
echo mb_strtolower('ΟΔΟΣ ΣΑΣ'), "\n";
echo mb_convert_case('ΟΔΟΣ', MB_CASE_TITLE), "\n";
echo mb_strtoupper('ς'), "\n";
?>
--EXPECT--
οδοσ σασ
Οδοσ
Σ
