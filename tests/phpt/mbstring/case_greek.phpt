--TEST--
mb_strtoupper()/mb_strtolower() of greek text
--INI--
extension=mbstring
--FILE--
<?php
$s = 'Καλημέρα';
var_dump(mb_strtoupper($s), mb_strtolower($s));
var_dump(mb_convert_case($s, MB_CASE_TITLE));
?>
--EXPECT--
string(16) "ΚΑΛΗΜΈΡΑ"
string(16) "καλημέρα"
string(16) "Καλημέρα"
