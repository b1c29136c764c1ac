--TEST--
print returns 1
--FILE--
<?php
$r = print "hello\n";
var_dump($r);
var_dump(print '');
--EXPECT--
hello
int(1)
int(1)
