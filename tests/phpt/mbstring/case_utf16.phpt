--TEST--
mb_strtoupper() in UTF-16
--INI--
extension=mbstring
--FILE--
<?php
$s = mb_convert_encoding('straße', 'UTF-16', 'UTF-8');
echo mb_convert_encoding(mb_strtoupper($s, 'UTF-16'), 'UTF-8', 'UTF-16'), "\n";
?>
--EXPECT--
STRASSE
