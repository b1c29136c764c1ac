--TEST--
Increment of a leading-numeric string is textual
--FILE--
<?php
$s = "5 apples"; $s++; var_dump($s);
$s = "12abc"; $s++; var_dump($s);
$s = "9 "; $s++; var_dump($s);
$s = " 9"; $s++; var_dump($s);
--EXPECT--
string(8) "5 applet"
string(5) "12abd"
int(10)
int(10)
