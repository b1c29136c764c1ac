--TEST--
Decrementing non-numeric strings has no effect
--FILE--
<?php
$s = "abc"; $s--; var_dump($s);
$s = "5"; $s--; var_dump($s);
$s = "5.5"; $s--; var_dump($s);
$s = " 5"; $s--; var_dump($s);
$s = "a"; $s--; var_dump($s);
--EXPECT--
string(3) "abc"
int(4)
float(4.5)
int(4)
string(1) "a"
