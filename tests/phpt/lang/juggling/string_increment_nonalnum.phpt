--TEST--
Increment of strings with non-alphanumeric tail
--FILE--
<?php
$s = "a!"; $s++; var_dump($s);
$s = "!"; $s++; var_dump($s);
$s = "a b"; $s++; var_dump($s);
$s = " "; $s++; var_dump($s);
--EXPECT--
string(2) "a!"
string(1) "!"
string(3) "a c"
string(1) " "
