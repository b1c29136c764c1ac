--TEST--
mb_check_encoding() of emoji text
--INI--
extension=mbstring
--FILE--
<?php
$s = 'a😀b🎉c';
foreach (['UTF-8', 'ASCII', 'ISO-8859-1', 'UTF-16', 'UTF-32', '8bit'] as $e) { echo $e, ': '; var_dump(mb_check_encoding($s, $e)); }
?>
--EXPECT--
UTF-8: bool(true)
ASCII: bool(false)
ISO-8859-1: bool(true)
UTF-16: bool(false)
UTF-32: bool(false)
8bit: bool(true)
