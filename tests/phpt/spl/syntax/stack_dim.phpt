--TEST--
SplStack [] indexes from the top
--FILE--
<?php
$s = new SplStack;
$s[] = 1; $s[] = 2; $s[] = 3;
var_dump($s[0], $s[2]);
?>
--EXPECT--
int(3)
int(1)
