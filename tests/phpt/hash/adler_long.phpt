--TEST--
adler32 over long input
--FILE--
<?php
echo hash('adler32', str_repeat("\xff", 100000)), "\n";
echo hash('adler32', str_repeat('abc', 50000)), "\n";
?>
--EXPECT--
149a302c
33555b01
