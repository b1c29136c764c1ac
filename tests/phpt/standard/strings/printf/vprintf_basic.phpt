--TEST--
vprintf output and return
--FILE--
<?php
$n = vprintf("%s=%d\n", ["x", 10]);
var_dump($n);
--EXPECT--
x=10
int(5)
